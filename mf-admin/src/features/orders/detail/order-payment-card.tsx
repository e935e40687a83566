import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { money } from '../../../ui/format';
import { paymentMethodLabel } from '@ps/shared/schemas';
import { PaymentStatusBadge } from '@ps/shared/kit';
import { Facts } from '../../../ui/facts';

/** The full payment record: how, how much, its state and the provider's ids to look it up there. */
export function OrderPaymentCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <Facts>
        <dt>Method</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        <dt>Amount</dt>
        <dd>{money(order.total)}</dd>
        {order.refunds.refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{money(order.refunds.refunded)}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} />
        </dd>
        <dt>Provider</dt>
        <dd>{order.payment.provider === 'stripe' ? 'Stripe' : 'Sandbox (no real money)'}</dd>
        <dt>Payment ID</dt>
        <dd>
          <code>{order.payment.reference}</code>
        </dd>
        {order.payment.refundReference && (
          <>
            <dt>Latest refund ID</dt>
            <dd>
              <code>{order.payment.refundReference}</code>
            </dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
