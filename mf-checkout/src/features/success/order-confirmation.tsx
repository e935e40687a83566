import styled from 'styled-components';
import { BAND_NAME, formatPrice } from '@ps/shared/rules';
import { paymentMethodLabel, type OrderDetail } from '@ps/shared/schemas';
import { ShopAddress } from '@ps/shared/support';
import { Button, ButtonLink, ReceiptPrintStyle, shareLink } from '@ps/shared/ui';
import { OrderStatusBadge } from '@ps/shared/kit';
import { Panel, PageTitle, TwoColumns } from '../../ui/panel';
import { SummaryRows } from '../../ui/summary-rows';
import { signupAskedFor } from '../../lib/signup-note/signup-note';
import { NextSteps } from './next-steps';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const address = order.shippingAddress;
  const trackUrl = new URL(`/track/${order.orderNumber}`, window.location.origin).href;
  return (
    // Receipt: the browser's print shows the order alone, in ink on paper.
    <div data-receipt>
      <ReceiptPrintStyle />
      <PageTitle>Order Confirmed!</PageTitle>
      <p>
        Thanks, superhero. A confirmation is on its way to <strong>{order.customerInfo.email}</strong>.
      </p>
      {signupAskedFor(order.customerInfo.email) && (
        <p role="status">
          Check your inbox to confirm your e-mail: once you do, your account opens with this order in it. If this
          address already had an account, we have written to it instead.
        </p>
      )}
      <p>
        Order <strong data-testid="order-number">{order.orderNumber}</strong> · placed {formatDate(order.createdAt)} ·{' '}
        <OrderStatusBadge status={order.status} />
      </p>
      <TwoColumns>
        <Panel aria-labelledby="confirmation-items">
          <h2 id="confirmation-items">Your items</h2>
          <Items>
            {order.items.map((item) => (
              <li key={item.id}>
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={56} height={56} /> : <span />}
                <span>
                  {item.productName}
                  <small>
                    {item.variantName} · {item.quantity} × {formatPrice(item.unitPrice)}
                  </small>
                </span>
                <strong>{formatPrice(item.lineTotal)}</strong>
              </li>
            ))}
          </Items>
          <SummaryRows
            subtotal={order.subtotal}
            shipping={order.shipping}
            tax={order.tax}
            discount={order.discount}
            promoCode={order.promoCode}
            total={order.total}
          />
        </Panel>
        <Panel aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery">Delivery</h2>
          <p>Estimated delivery: {formatDate(order.estimatedDelivery)}</p>
          <address style={{ fontStyle: 'normal' }}>
            {order.customerInfo.name}
            <br />
            {address.addressLine1} {address.addressLine2}
            <br />
            {address.city}, {address.state} {address.postalCode}, {address.country}
          </address>
          <p>Payment: {paymentMethodLabel(order.paymentMethod)}</p>
        </Panel>
      </TwoColumns>
      <NextSteps status={order.status} />
      <p>
        From all of us in {BAND_NAME}: thank you for keeping the lights on and the amps loud. We pack every order
        ourselves, probably while overthinking it.
      </p>
      <ShopAddress />
      <Actions data-print-hidden>
        <ButtonLink to="/store">Continue Shopping</ButtonLink>
        <ButtonLink to="/account/orders" $variant="secondary">
          Track Order
        </ButtonLink>
        <Button $variant="secondary" onClick={() => void shareLink({ title: `My ${BAND_NAME} order`, url: trackUrl })}>
          Share
        </Button>
        <Button $variant="ghost" onClick={() => window.print()}>
          Receipt
        </Button>
      </Actions>
    </div>
  );
}
