import styled from 'styled-components';
import type { RememberedLine } from '@ps/shared/cart';
import { SummaryItems } from './checkout-summary';
import { Panel } from './panel';
import { TrustNotes } from './trust-notes';

const Checking = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The order summary before the checkout's session arrives: the lines this browser remembers, without a
 * figure, since only the server's quote may name prices and totals (decision 051).
 */
export function RememberedSummary({ lines }: { lines: readonly RememberedLine[] }) {
  return (
    <Panel aria-labelledby="checkout-summary-heading" data-testid="remembered-summary">
      <h2 id="checkout-summary-heading">Order Summary</h2>
      <SummaryItems>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.product.name}
            </span>
          </li>
        ))}
      </SummaryItems>
      <Checking>Checking prices and totals…</Checking>
      <TrustNotes />
    </Panel>
  );
}
