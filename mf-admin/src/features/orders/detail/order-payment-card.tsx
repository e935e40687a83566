import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { money } from '../../../ui/format';
import { PaymentStatusBadge } from '@ps/shared/kit';
import { Facts } from '../../../ui/facts';

const WALLETS = { paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

function methodOf({ type, brand, last4 }: AdminOrderDetail['paymentMethod']): string {
  if (type !== 'card') return WALLETS[type];
  const name = brand ? `${brand[0]!.toUpperCase()}${brand.slice(1)}` : 'Card';
  return last4 ? `${name} ending in ${last4}` : name;
}

/** The full payment record: how, how much, its state and the provider's ids to look it up there. */
export function OrderPaymentCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <Facts>
        <dt>Method</dt>
        <dd>{methodOf(order.paymentMethod)}</dd>
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
