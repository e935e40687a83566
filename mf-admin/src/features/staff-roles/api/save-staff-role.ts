import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffRoleBody, StaffRoleResponse } from '@ps/shared/console-schemas';
import { staffRoleKeys } from '../../../lib/staff-api/staff-roles';

/** POST /api/admin/roles, or PUT /api/admin/roles/{id} for a saved one. */
export const saveStaffRole = ({ id, body }: { id?: number; body: StaffRoleBody }) =>
  authRequest<StaffRoleResponse>(id === undefined ? '/api/admin/roles' : `/api/admin/roles/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/** DELETE /api/admin/roles/{id}: refused while a member holds it. */
export const removeStaffRole = (id: number) => authRequest<void>(`/api/admin/roles/${id}`, { method: 'DELETE' });

export function useSaveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRoleKeys.all }),
  });
}

export function useRemoveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRoleKeys.all }),
  });
}
