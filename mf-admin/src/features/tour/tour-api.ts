import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { TourDateBody, TourDateResponse, TourDatesResponse } from '@ps/shared/schemas';

export const tourKeys = {
  all: ['admin-tour-dates'] as const,
  list: () => [...tourKeys.all, 'list'] as const,
};

/** GET /api/admin/tour-dates: every show, soonest first. */
export const getTourDates = (signal?: AbortSignal) =>
  authRequest<TourDatesResponse>('/api/admin/tour-dates', { signal });

export const tourDatesQueryOptions = () =>
  queryOptions({ queryKey: tourKeys.list(), queryFn: ({ signal }) => getTourDates(signal) });

export const useAdminTourDates = () => useQuery(tourDatesQueryOptions());

export const saveTourDate = ({ id, body }: { id: number | null; body: TourDateBody }) =>
  id === null
    ? authRequest<TourDateResponse>('/api/admin/tour-dates', { method: 'POST', body })
    : authRequest<TourDateResponse>(`/api/admin/tour-dates/${id}`, { method: 'PUT', body });

export const cancelTourDate = (id: number) =>
  authRequest<TourDateResponse>(`/api/admin/tour-dates/${id}/cancel`, { method: 'POST' });

export const markTourDateSoldOut = (id: number) =>
  authRequest<TourDateResponse>(`/api/admin/tour-dates/${id}/sold-out`, { method: 'POST' });

function useTourMutation<TInput>(mutationFn: (input: TInput) => Promise<TourDateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }) });
}

export const useSaveTourDate = () => useTourMutation(saveTourDate);
export const useCancelTourDate = () => useTourMutation(cancelTourDate);
export const useMarkTourDateSoldOut = () => useTourMutation(markTourDateSoldOut);
