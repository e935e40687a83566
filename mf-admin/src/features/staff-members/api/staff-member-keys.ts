export const staffMemberKeys = {
  all: ['admin', 'staff-members'] as const,
  list: () => [...staffMemberKeys.all, 'list'] as const,
};
