import type { OrderDetail } from '@ps/shared/schemas';
import { paymentMethodLabel } from '@ps/shared/rules';
import { PaymentStatusBadge } from '@ps/shared/kit';
import { InfoList } from '../../ui/info-list';
import { Panel } from '../../ui/panel';

export function PaymentPanel({ order }: { order: Pick<OrderDetail, 'paymentMethod' | 'paymentStatus'> }) {
  return (
    <Panel aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <InfoList>
        <dt>Method</dt>
        <dd data-testid="payment-method">{paymentMethodLabel(order.paymentMethod)}</dd>
        <dt>Status</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} />
        </dd>
      </InfoList>
    </Panel>
  );
}
