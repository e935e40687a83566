import type { OrderDetail } from '@ps/shared/schemas';
import { formatDeliveryDate } from '../lib/order-model/order-dates';
import { showsEstimatedDelivery } from '../lib/order-model/order-visibility';
import { OrderTimeline } from './order-timeline';
import { Panel } from './panel';
import { OrderShipments } from './order-shipments';

type Progress = Pick<OrderDetail, 'status' | 'timeline' | 'estimatedDelivery' | 'shipments' | 'toShip' | 'items'>;

export function OrderProgressPanel({ order }: { order: Progress }) {
  return (
    <Panel aria-labelledby="order-progress-title">
      <h2 id="order-progress-title">Order Progress</h2>
      <OrderTimeline timeline={order.timeline} />
      <OrderShipments order={order} />
      {showsEstimatedDelivery(order.status) && (
        <p data-testid="estimated-delivery">
          Estimated delivery:{' '}
          <strong>
            <time dateTime={order.estimatedDelivery}>{formatDeliveryDate(order.estimatedDelivery)}</time>
          </strong>
        </p>
      )}
    </Panel>
  );
}
