import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@ps/shared/router';
import { readFilters, writeFilters, type ProductFilters } from '../../lib/catalog-model/product-filters';

/** Filters live in the URL: shareable, reloadable, and the back button undoes them. */
export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: ProductFilters) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
