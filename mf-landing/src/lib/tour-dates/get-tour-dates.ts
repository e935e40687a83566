import { apiRequest } from '@ps/shared/api';
import type { TourDatesResponse } from '@ps/shared/schemas';
import { pageResource } from '@ps/shared/page-resource';

export const getTourDates = (signal?: AbortSignal) => apiRequest<TourDatesResponse>('/api/tour-dates', { signal });

/** The band's shows as staff last saved them: the tour section, the chat widget and the offers all read these. */
export const useTourDates = pageResource(['tour', 'dates'], async () => (await getTourDates()).tourDates);
