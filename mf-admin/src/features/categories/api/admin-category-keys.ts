/** Every cached admin category read hangs under ['admin', 'categories'], so one invalidation refreshes them all. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: () => [...adminCategoryKeys.all, 'list'] as const,
  detail: (id: number) => [...adminCategoryKeys.all, 'detail', id] as const,
};
