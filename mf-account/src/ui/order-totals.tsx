import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import type { OrderDetail } from '@ps/shared/schemas';
import { showsDiscount } from '../lib/order-model/order-visibility';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} 0;
  margin: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 2px dashed ${({ theme }) => theme.color.border};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 2px solid ${({ theme }) => theme.color.border};
    font-size: 1.25rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.text};
  }
`;

type Totals = Pick<OrderDetail, 'subtotal' | 'shipping' | 'tax' | 'discount' | 'total'> & { promoCode?: string | null };

/** Shipping shows FREE when it is 0 (spec 3 §9). */
export function OrderTotals({ subtotal, shipping, tax, discount, promoCode, total }: Totals) {
  return (
    <Rows data-testid="order-totals">
      <dt>Subtotal</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{shipping === 0 ? 'FREE' : formatPrice(shipping)}</dd>
      <dt>Tax</dt>
      <dd>{formatPrice(tax)}</dd>
      {showsDiscount(discount) && (
        <>
          <dt>{promoCode ? `Discount (${promoCode})` : 'Discount'}</dt>
          <dd>−{formatPrice(discount)}</dd>
        </>
      )}
      <Total>
        <dt>Total</dt>
        <dd>{formatPrice(total)}</dd>
      </Total>
    </Rows>
  );
}
