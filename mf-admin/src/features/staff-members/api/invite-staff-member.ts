import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AddStaffBody, StaffLinkResponse } from '@ps/shared/console-schemas';
import { staffMemberKeys } from './staff-member-keys';

/** POST /api/admin/staff: the answer is the one-time link, also mailed to the invited member. */
export const inviteStaffMember = (body: AddStaffBody) =>
  authRequest<StaffLinkResponse>('/api/admin/staff', { method: 'POST', body });

export function useInviteStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMemberKeys.all }),
  });
}
