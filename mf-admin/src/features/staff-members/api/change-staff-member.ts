import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffChangeBody, StaffMemberResponse } from '@ps/shared/console-schemas';
import { staffMemberKeys } from './staff-member-keys';

/** PATCH /api/admin/staff/{id}: a new role, or disabled / enabled. */
export const changeStaffMember = (id: number, change: StaffChangeBody) =>
  authRequest<StaffMemberResponse>(`/api/admin/staff/${id}`, { method: 'PATCH', body: change });

/** POST /api/admin/staff/{id}/two-factor/reset: a lost authenticator; the member's sessions end. */
export const resetTwoFactor = (id: number) =>
  authRequest<StaffMemberResponse>(`/api/admin/staff/${id}/two-factor/reset`, { method: 'POST' });

export type StaffMemberChange = StaffChangeBody | 'reset-two-factor';

export function useChangeStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffMemberChange }) =>
      change === 'reset-two-factor' ? resetTwoFactor(id) : changeStaffMember(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMemberKeys.all }),
  });
}
