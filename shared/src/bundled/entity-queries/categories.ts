export const categoryKeys = {
  all: ['categories'] as const,
  /** `Category[]`, with or without product counts. */
  list: (params: { includeProductCount: boolean }) => [...categoryKeys.all, 'list', params] as const,
  /** One category with its details, by slug. */
  detail: (slug: string) => [...categoryKeys.all, 'detail', slug] as const,
};

export const categoryPaths = {
  list: ({ includeProductCount }: { includeProductCount: boolean }) =>
    `/api/categories${includeProductCount ? '?includeProductCount=true' : ''}`,
  detail: (slug: string) => `/api/categories/${encodeURIComponent(slug)}`,
};
