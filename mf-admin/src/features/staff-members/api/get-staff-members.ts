import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffListResponse } from '@ps/shared/schemas';
import { staffMemberKeys } from './staff-member-keys';

/** GET /api/admin/staff (admin): every member, invited and disabled ones too. */
export const getStaffMembers = (signal?: AbortSignal) => authRequest<StaffListResponse>('/api/admin/staff', { signal });

export const staffMembersQueryOptions = () =>
  queryOptions({ queryKey: staffMemberKeys.list(), queryFn: ({ signal }) => getStaffMembers(signal) });

export const useStaffMembers = () => useQuery(staffMembersQueryOptions());
