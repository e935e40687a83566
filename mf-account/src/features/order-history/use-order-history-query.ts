import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@ps/shared/router';
import {
  readOrderHistoryQuery,
  writeOrderHistoryQuery,
  type OrderHistoryQuery,
} from '../../lib/order-model/order-history-query';

type SetQuery = (next: OrderHistoryQuery, options?: { newHistoryEntry?: boolean }) => void;

/** Filters replace the current history entry; turning a page adds one, so Back returns to the last page. */
export function useOrderHistoryQuery(): [OrderHistoryQuery, SetQuery] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readOrderHistoryQuery(params), [params]);
  const setQuery = useCallback<SetQuery>(
    (next, options) => setParams(writeOrderHistoryQuery(next), { replace: !options?.newHistoryEntry }),
    [setParams],
  );
  return [query, setQuery];
}
