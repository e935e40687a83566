import type { StaffListQuery } from '@ps/shared/console-schemas';

export const staffMemberKeys = {
  all: ['admin', 'staff-members'] as const,
  lists: () => [...staffMemberKeys.all, 'list'] as const,
  list: (query: StaffListQuery) => [...staffMemberKeys.lists(), query] as const,
};
