import type { AdminOrderSort } from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, PAYMENT_STATUS_NAMES, PAYMENT_STATUSES } from '@ps/shared/schemas';
import type { OrdersView } from '../lib/orders-url';
import { FilterBar, FilterSelect, ListSearch, SortSelect } from '../../../ui/list-filters';

const SORT_NAMES: Record<AdminOrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Highest total',
  total_asc: 'Lowest total',
};
const SORTS = Object.keys(SORT_NAMES) as AdminOrderSort[];

interface Props {
  view: OrdersView;
  /** Any new filter starts again at page 1. */
  onChange: (next: Partial<OrdersView>) => void;
}

export function OrdersFilters({ view, onChange }: Props) {
  return (
    <FilterBar>
      <ListSearch
        label="Search orders"
        placeholder="Order number, e-mail or name"
        query={view.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        label="Order status"
        anyLabel="All Status"
        choices={ORDER_STATUSES}
        names={ORDER_STATUS_NAMES}
        value={view.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Payment status"
        anyLabel="All Payments"
        choices={PAYMENT_STATUSES}
        names={PAYMENT_STATUS_NAMES}
        value={view.paymentStatus}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
      />
      <SortSelect
        label="Sort"
        choices={SORTS}
        names={SORT_NAMES}
        value={view.sort}
        onChange={(sort) => onChange({ sort })}
      />
    </FilterBar>
  );
}
