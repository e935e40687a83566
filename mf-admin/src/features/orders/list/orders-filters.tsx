import type { AdminOrderSort } from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, PAYMENT_STATUS_NAMES, PAYMENT_STATUSES } from '@ps/shared/schemas';
import type { OrdersView } from '../lib/orders-url';
import { ListFilterBar } from '../../../ui/list-filter-bar';

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
    <ListFilterBar
      view={view}
      onChange={onChange}
      search={{ key: 'q', label: 'Search orders', placeholder: 'Order number, e-mail or name' }}
      choices={[
        {
          key: 'status',
          label: 'Order status',
          anyLabel: 'All Status',
          choices: ORDER_STATUSES,
          names: ORDER_STATUS_NAMES,
        },
        {
          key: 'paymentStatus',
          label: 'Payment status',
          anyLabel: 'All Payments',
          choices: PAYMENT_STATUSES,
          names: PAYMENT_STATUS_NAMES,
        },
        { key: 'sort', label: 'Sort', choices: SORTS, names: SORT_NAMES },
      ]}
    />
  );
}
