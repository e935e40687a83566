import { SelectField } from '@ps/shared/form';
import {
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  PAYMENT_STATUS_NAMES,
  PAYMENT_STATUSES,
  type AdminOrderSort,
} from '@ps/shared/schemas';
import type { OrdersView } from '../lib/orders-url';
import { FilterBar, ListSearch } from '../../../ui/list-filters';

const SORT_NAMES: Record<AdminOrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Highest total',
  total_asc: 'Lowest total',
};

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
      <SelectField
        label="Order status"
        value={view.status ?? ''}
        onChange={(event) => onChange({ status: ORDER_STATUSES.find((each) => each === event.target.value) })}
      >
        <option value="">All Status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_NAMES[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Payment status"
        value={view.paymentStatus ?? ''}
        onChange={(event) => onChange({ paymentStatus: PAYMENT_STATUSES.find((each) => each === event.target.value) })}
      >
        <option value="">All Payments</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PAYMENT_STATUS_NAMES[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort"
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as AdminOrderSort })}
      >
        {Object.entries(SORT_NAMES).map(([sort, name]) => (
          <option key={sort} value={sort}>
            {name}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}
