import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffPolicy } from '@ps/shared/console-schemas';
import { staffMemberKeys } from './staff-member-keys';

/** PUT /api/admin/staff/policy: require two-factor for all staff, or not. */
export const setStaffPolicy = (policy: StaffPolicy) =>
  authRequest<StaffPolicy>('/api/admin/staff/policy', { method: 'PUT', body: policy });

export function useSetStaffPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffPolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMemberKeys.all }),
  });
}
