import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { TourDatesResponse } from '@ps/shared/schemas';

export const tourDatesKeys = { all: ['tour-dates', 'public'] as const };

export const getTourDates = (signal?: AbortSignal) => apiRequest<TourDatesResponse>('/api/tour-dates', { signal });

export const tourDatesQueryOptions = () =>
  queryOptions({
    queryKey: tourDatesKeys.all,
    queryFn: async ({ signal }) => (await getTourDates(signal)).tourDates,
  });

/** The band's shows as staff last saved them: the tour section, the chat widget and the offers all read these. */
export const useTourDates = () => useQuery(tourDatesQueryOptions());
