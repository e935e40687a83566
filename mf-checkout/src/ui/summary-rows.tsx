import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.text};
    border-top: 2px solid ${({ theme }) => theme.color.border};
    padding-top: ${({ theme }) => theme.space(2)};
  }
`;

interface Props {
  subtotal: number;
  shipping: number;
  /** null while the address is unknown: tax depends on it. */
  tax: number | null;
  /** What the tax row says while tax is null. */
  taxNote?: string;
  discount?: number;
  /** Names the discount row when a code gave it. */
  promoCode?: string | null;
  total: number;
  shippingMethod?: string;
}

/** Shipping shows FREE when it is 0 (spec 3 §9). */
export function SummaryRows({
  subtotal,
  shipping,
  tax,
  taxNote = 'Calculated at checkout',
  discount = 0,
  promoCode,
  total,
  shippingMethod,
}: Props) {
  return (
    <List data-testid="order-summary">
      <dt>Subtotal</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>Shipping{shippingMethod ? ` (${shippingMethod})` : ''}</dt>
      <dd>{shipping === 0 ? 'FREE' : formatPrice(shipping)}</dd>
      <dt>Tax</dt>
      <dd>{tax === null ? taxNote : formatPrice(tax)}</dd>
      <dt>{promoCode && discount > 0 ? `Discount (${promoCode})` : 'Discount'}</dt>
      <dd>{discount ? `−${formatPrice(discount)}` : formatPrice(0)}</dd>
      <dt className="total">Total</dt>
      <dd className="total">{formatPrice(total)}</dd>
    </List>
  );
}
