import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminTourDateResponse, AdminTourDatesResponse, TourDateBody } from '@ps/shared/schemas';

export const tourKeys = {
  all: ['admin-tour-dates'] as const,
  list: () => [...tourKeys.all, 'list'] as const,
};

/** GET /api/admin/tour-dates: every show, soonest first. */
export const getTourDates = (signal?: AbortSignal) =>
  authRequest<AdminTourDatesResponse>('/api/admin/tour-dates', { signal });

export const tourDatesQueryOptions = () =>
  queryOptions({ queryKey: tourKeys.list(), queryFn: ({ signal }) => getTourDates(signal) });

export const useAdminTourDates = () => useQuery(tourDatesQueryOptions());

export const saveTourDate = ({ id, body }: { id: number | null; body: TourDateBody }) =>
  id === null
    ? authRequest<AdminTourDateResponse>('/api/admin/tour-dates', { method: 'POST', body })
    : authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}`, { method: 'PUT', body });

export const cancelTourDate = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/cancel`, { method: 'POST' });

export const markTourDateSoldOut = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/sold-out`, { method: 'POST' });

/** Mails the show to every confirmed newsletter subscriber; the server allows it once per show. */
export const announceTourDate = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/announce`, { method: 'POST' });

function useTourMutation<TInput>(mutationFn: (input: TInput) => Promise<AdminTourDateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }) });
}

export const useSaveTourDate = () => useTourMutation(saveTourDate);
export const useCancelTourDate = () => useTourMutation(cancelTourDate);
export const useMarkTourDateSoldOut = () => useTourMutation(markTourDateSoldOut);
export const useAnnounceTourDate = () => useTourMutation(announceTourDate);
