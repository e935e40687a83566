import type { OrderDetail } from '@ps/shared/schemas';
import { OrderItemList } from './order-item-list';
import { OrderTotals } from './order-totals';
import { Panel } from './panel';

type ItemsAndTotals = Pick<OrderDetail, 'items' | 'subtotal' | 'shipping' | 'tax' | 'discount' | 'total'> &
  Partial<Pick<OrderDetail, 'promoCode'>>;

export function OrderItemsPanel({ order }: { order: ItemsAndTotals }) {
  return (
    <Panel aria-labelledby="order-items-title">
      <h2 id="order-items-title">Items</h2>
      <OrderItemList items={order.items} />
      <OrderTotals {...order} />
    </Panel>
  );
}
