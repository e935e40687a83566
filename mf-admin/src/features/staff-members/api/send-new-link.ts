import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffLinkResponse } from '@ps/shared/console-schemas';
import { staffMemberKeys } from './staff-member-keys';

/** POST /api/admin/staff/{id}/link: a fresh one-time link, mailed and shown; the member's sessions end. */
export const sendNewLink = (id: number) =>
  authRequest<StaffLinkResponse>(`/api/admin/staff/${id}/link`, { method: 'POST' });

export function useSendNewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMemberKeys.all }),
  });
}
