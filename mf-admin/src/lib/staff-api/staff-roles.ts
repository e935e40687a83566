import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffRolesResponse } from '@ps/shared/console-schemas';

export const staffRoleKeys = {
  all: ['admin', 'staff-roles'] as const,
  list: () => [...staffRoleKeys.all, 'list'] as const,
};

/** GET /api/admin/roles: every role with its permissions, refund limit and member count. */
export const getStaffRoles = (signal?: AbortSignal) => authRequest<StaffRolesResponse>('/api/admin/roles', { signal });

export const staffRolesQueryOptions = () =>
  queryOptions({ queryKey: staffRoleKeys.list(), queryFn: ({ signal }) => getStaffRoles(signal) });

/** The Roles screen's list, and the role choices of the Staff screen. */
export const useStaffRoles = () => useQuery(staffRolesQueryOptions());
