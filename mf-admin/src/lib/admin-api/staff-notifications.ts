import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffNotificationsReadResponse, StaffNotificationsResponse } from '@ps/shared/console-schemas';

/** How often the bell asks; react-query pauses the interval while the tab is hidden. */
export const NOTIFICATIONS_POLL_MS = 30_000;
const LATEST = 10;

export const staffNotificationKeys = { all: ['admin', 'notifications'] as const };

export const getStaffNotifications = (signal?: AbortSignal) =>
  authRequest<StaffNotificationsResponse>(`/api/admin/notifications?limit=${LATEST}`, { signal });

export const staffNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: staffNotificationKeys.all,
    queryFn: ({ signal }) => getStaffNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useStaffNotifications = () => useQuery(staffNotificationsQueryOptions());

/** POST .../{id}/read, or .../read-all without an id. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      authRequest<StaffNotificationsReadResponse>(
        id ? `/api/admin/notifications/${encodeURIComponent(id)}/read` : '/api/admin/notifications/read-all',
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffNotificationKeys.all }),
  });
}
