import { useQueryClient } from '@tanstack/react-query';
import { keepFirstPage, useProductPages } from '../../lib/catalog-api/get-products';
import type { ProductFilters } from '../../lib/catalog-model/product-filters';
import { useUrlFilters } from './use-url-filters';

/**
 * The address's filters and the product pages they select (`scope` adds what the page fixes: its
 * category, its search). A filter choice, Clear all included, opens its results at the first page even
 * where an earlier visit loaded more; Back to a list the visitor had scrolled still finds every page.
 */
export function useFilteredProductPages(scope: (filters: ProductFilters) => ProductFilters, pageSize: number) {
  const [filters, setUrlFilters] = useUrlFilters();
  const queryClient = useQueryClient();
  const pages = useProductPages(scope(filters), pageSize);
  const setFilters = (next: ProductFilters) => {
    keepFirstPage(queryClient, scope(next), pageSize);
    setUrlFilters(next);
  };
  return { filters, setFilters, pages };
}
