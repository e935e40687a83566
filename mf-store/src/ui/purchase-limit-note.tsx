import styled from 'styled-components';
import { purchaseLimitLabel } from '@ps/shared/rules';

const Note = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.color.info};
`;

interface Props {
  maxPerOrder: number | null;
  /** Units of the product already in the cart, every variant together. */
  unitsInCart: number;
}

/** "Limit 1 per order", and why the add is blocked once the cart holds that many. */
export function PurchaseLimitNote({ maxPerOrder, unitsInCart }: Props) {
  if (maxPerOrder === null) return null;
  const full = unitsInCart >= maxPerOrder;
  return (
    <Note data-testid="purchase-limit">
      {purchaseLimitLabel(maxPerOrder)}
      {full && `: you already have ${unitsInCart} in your cart`}
    </Note>
  );
}
