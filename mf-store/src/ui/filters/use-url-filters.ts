import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from '@ps/shared/router';
import { readFilters, writeFilters, type ProductFilters } from '../../lib/catalog-model/product-filters';

/**
 * Filters live in the URL: shareable, reloadable, and the back button undoes them. The router moves
 * the URL in a transition, so the controls show the fan's choice at once until the new address renders.
 */
export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const committed = useMemo(() => readFilters(params), [params]);
  const [filters, showFilters] = useOptimistic(committed);
  const setFilters = useCallback(
    (next: ProductFilters) =>
      startTransition(() => {
        showFilters(next);
        setParams(writeFilters(next), { replace: true });
      }),
    [setParams, showFilters],
  );
  return [filters, setFilters];
}
