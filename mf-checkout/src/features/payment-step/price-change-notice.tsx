import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import { Alert } from '../../ui/panel';
import type { PriceChange } from './price-change';

const Changes = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** Shown instead of a failure when the order's price moved before the click: nothing was charged, confirm again. */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  return (
    <Alert role="alert" data-testid="price-change">
      <strong>
        Your total changed from {formatPrice(change.before)} to {formatPrice(change.after)}. Nothing was charged.
      </strong>
      {change.changes.length > 0 && (
        <Changes>
          {change.changes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Changes>
      )}
      Check your order, then place it again to pay the new total.
    </Alert>
  );
}
