import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminCategoriesResponse, AdminProductResponse, AdminProductsResponse } from '@ps/shared/console-schemas';
import type { PickerOption } from '../../../ui/option-picker';
import { promotionKeys } from './promotion-api';

const SEARCH_LIMIT = 20;

/** The pickers' reads hang under the promotions' keys: features keep their own caches. */
const scopeKeys = {
  products: (search: string) => [...promotionKeys.all, 'product-options', search] as const,
  product: (id: number) => [...promotionKeys.all, 'product-option', id] as const,
  categories: () => [...promotionKeys.all, 'category-options'] as const,
};

/** GET /api/admin/products?search=…: the first matches by name, slug or SKU. */
export const productOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: scopeKeys.products(search),
    queryFn: ({ signal }) =>
      authRequest<AdminProductsResponse>(
        `/api/admin/products?${new URLSearchParams({ limit: String(SEARCH_LIMIT), ...(search ? { search } : {}) })}`,
        { signal },
      ),
    select: ({ products }): PickerOption[] =>
      products.map((product) => ({ id: product.id, label: product.name, detail: product.slug })),
    placeholderData: keepPreviousData,
  });

export const useProductOptions = (search: string) => useQuery(productOptionsQueryOptions(search.trim()));

const chosenProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scopeKeys.product(id),
    queryFn: ({ signal }) => authRequest<AdminProductResponse>(`/api/admin/products/${id}`, { signal }),
    staleTime: 60_000,
  });

/**
 * GET /api/admin/products/{id} for each chosen product, so a chip shows its name. One query over the per-product
 * ones rather than `useQueries`, whose code every fan page would otherwise load with the shared react-query.
 */
export function useChosenProducts(ids: number[]): PickerOption[] {
  const queryClient = useQueryClient();
  const { data: names } = useQuery({
    queryKey: [...promotionKeys.all, 'chosen-products', ids],
    queryFn: async () => {
      // A product that cannot be read (deleted since) keeps its number; the others still get their names.
      const named = ids.map((id) =>
        queryClient.fetchQuery(chosenProductQueryOptions(id)).then(
          ({ product }) => [id, product.name] as const,
          () => [id, null] as const,
        ),
      );
      return new Map(await Promise.all(named));
    },
    placeholderData: keepPreviousData,
  });
  return ids.map((id) => ({ id, label: names?.get(id) ?? `Product ${id}` }));
}

/** GET /api/admin/categories: all of them; the picker filters by name as staff type. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: scopeKeys.categories(),
    queryFn: ({ signal }) => authRequest<AdminCategoriesResponse>('/api/admin/categories', { signal }),
    select: ({ categories }): PickerOption[] =>
      categories.map((category) => ({
        id: category.id,
        label: category.name,
        detail: `${category.productCount} product${category.productCount === 1 ? '' : 's'}${category.active ? '' : ', inactive'}`,
      })),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
