import styled from 'styled-components';
import { formatPrice, SHIPPING_METHOD_DETAILS } from '@ps/shared/rules';
import type { CheckoutSession } from '@ps/shared/schemas';
import { Panel } from './panel';
import { SummaryRows } from './summary-rows';
import { TrustNotes } from './trust-notes';

/** The summary's lines: quantity and name, with the server's line total beside each. */
export const SummaryItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const PromoProblem = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * The server's quote for this session: the client never adds anything up itself. Until a
 * method is chosen the server prices the default, standard shipping, so that is what it names.
 */
export function CheckoutSummary({ session }: { session: CheckoutSession }) {
  const method = SHIPPING_METHOD_DETAILS[session.shippingMethod ?? 'standard'].name;
  return (
    <Panel aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">Order Summary</h2>
      <SummaryItems>
        {session.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.product.name}
            </span>
            <strong>{formatPrice(item.total)}</strong>
          </li>
        ))}
      </SummaryItems>
      <SummaryRows
        subtotal={session.totals.subtotal}
        shipping={session.totals.shipping}
        tax={session.shippingAddress ? session.totals.tax : null}
        taxNote="Added once we have your address"
        discount={session.totals.discount}
        promoCode={session.promo?.code}
        total={session.totals.total}
        shippingMethod={method}
      />
      {session.promo?.problem && (
        <PromoProblem role="status">
          {session.promo.code}: {session.promo.problem} Remove the code from your cart to continue.
        </PromoProblem>
      )}
      <TrustNotes />
    </Panel>
  );
}
