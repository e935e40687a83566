import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffListQuery, StaffListResponse } from '@ps/shared/console-schemas';
import { staffMemberKeys } from './staff-member-keys';

/** GET /api/admin/staff (admin): one page of members, invited and disabled ones too, and the policy. */
export const getStaffMembers = (query: StaffListQuery, signal?: AbortSignal) =>
  authRequest<StaffListResponse>(`/api/admin/staff?limit=${query.limit}&offset=${query.offset}`, { signal });

export const staffMembersQueryOptions = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffMemberKeys.list(query),
    queryFn: ({ signal }) => getStaffMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffMembers = (query: StaffListQuery) => useQuery(staffMembersQueryOptions(query));
