import { useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type {
  AdminTourDateResponse,
  AdminTourDatesQuery,
  AdminTourDatesResponse,
  TourDateBody,
} from '@ps/shared/schemas';
import { listPageQueryOptions, saveRecord } from '../../../lib/record-api/record-requests';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const tourKeys = {
  all: ['admin-tour-dates'] as const,
  list: (query: Required<AdminTourDatesQuery>) => [...tourKeys.all, 'list', query] as const,
};

/** GET /api/admin/tour-dates: one page of the shows to come, those played, or all. */
export const getTourDates = ({ when, limit, offset }: Required<AdminTourDatesQuery>, signal?: AbortSignal) =>
  authRequest<AdminTourDatesResponse>(`/api/admin/tour-dates?when=${when}&limit=${limit}&offset=${offset}`, {
    signal,
  });

export const tourDatesQueryOptions = (query: Required<AdminTourDatesQuery>) =>
  listPageQueryOptions(tourKeys.list, query, getTourDates);

export const useAdminTourDates = (query: Required<AdminTourDatesQuery>) => useQuery(tourDatesQueryOptions(query));

export const saveTourDate = (record: { id: number | null; body: TourDateBody }) =>
  saveRecord<AdminTourDateResponse>('/api/admin/tour-dates', record);

export const cancelTourDate = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/cancel`, { method: 'POST' });

export const markTourDateSoldOut = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/sold-out`, { method: 'POST' });

/** Mails the show to every confirmed newsletter subscriber; the server allows it once per show. */
export const announceTourDate = (id: number) =>
  authRequest<AdminTourDateResponse>(`/api/admin/tour-dates/${id}/announce`, { method: 'POST' });

export const useSaveTourDate = () => useRefreshingMutation(tourKeys.all, saveTourDate);
export const useCancelTourDate = () => useRefreshingMutation(tourKeys.all, cancelTourDate);
export const useMarkTourDateSoldOut = () => useRefreshingMutation(tourKeys.all, markTourDateSoldOut);
export const useAnnounceTourDate = () => useRefreshingMutation(tourKeys.all, announceTourDate);
