import styled from 'styled-components';
import type { InventoryAdjustment } from '@ps/shared/console-schemas';
import { formatDateTime } from '../../../ui/format';
import { useInventoryHistory } from '../api/get-inventory-history';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 14rem;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  li {
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

function describe(entry: InventoryAdjustment): string {
  const parts = [];
  if (entry.availableDelta !== 0) parts.push(`available ${signed(entry.availableDelta)} → ${entry.availableAfter}`);
  if (entry.reservedDelta !== 0) parts.push(`reserved ${signed(entry.reservedDelta)} → ${entry.reservedAfter}`);
  if (entry.thresholdAfter !== null && entry.thresholdAfter !== entry.thresholdBefore) {
    parts.push(`threshold ${entry.thresholdBefore ?? '?'} → ${entry.thresholdAfter}`);
  }
  return parts.join(', ') || 'no change in numbers';
}

/** The variant's adjustments, newest first: who changed what, and why. */
export function StockHistory({ variantId }: { variantId: number }) {
  const history = useInventoryHistory(variantId);
  if (history.isPending) return <p>Loading history…</p>;
  if (history.isError) return <p>Could not load the history.</p>;
  if (history.data.adjustments.length === 0) return <p>No adjustments yet.</p>;
  return (
    <List aria-label="Adjustment history">
      {history.data.adjustments.map((entry) => (
        <li key={entry.id}>
          <strong>{entry.reason}</strong>: {describe(entry)}
          <small>
            {formatDateTime(entry.at)} · {entry.staffEmail ?? 'the shop'}
            {entry.note ? ` · ${entry.note}` : ''}
          </small>
        </li>
      ))}
    </List>
  );
}
