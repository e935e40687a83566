import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { money } from '../../../ui/format';
import { OrderEditsCard } from './order-edits-card';
import { OrderItemsCard } from './order-items-card';
import { OrderPeopleCard } from './order-people-card';
import { OrderPaymentCard } from './order-payment-card';
import { OrderShipmentsCard } from '../shipments/order-shipments-card';
import { OrderTimelineCard } from './order-timeline-card';
import { StaffNotesCard } from './staff-notes-card';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 800;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    align-items: start;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    min-width: 0;
  }
`;

const deliveryDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function OrderDetailSections({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <Card aria-label="Order summary">
        <Figures>
          <div>
            <dt>Items</dt>
            <dd>{order.summary.totalQuantity}</dd>
          </div>
          <div>
            <dt>Products</dt>
            <dd>{order.summary.uniqueProducts}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{money(order.total)}</dd>
          </div>
          <div>
            <dt>Shipping method</dt>
            <dd data-testid="shipping-method">{order.shippingMethod.name}</dd>
          </div>
          <div>
            <dt>Estimated delivery</dt>
            <dd>{deliveryDate.format(new Date(order.estimatedDelivery))}</dd>
          </div>
        </Figures>
      </Card>
      <Columns>
        <div>
          <OrderTimelineCard order={order} />
          <OrderItemsCard order={order} />
          <OrderShipmentsCard order={order} />
          <OrderEditsCard order={order} />
          {order.notes && (
            <Card aria-labelledby="customer-notes-title">
              <h2 id="customer-notes-title">Order notes from the customer</h2>
              <p>{order.notes}</p>
            </Card>
          )}
        </div>
        <div>
          <OrderPeopleCard order={order} />
          <OrderPaymentCard order={order} />
          <StaffNotesCard order={order} />
        </div>
      </Columns>
    </>
  );
}
