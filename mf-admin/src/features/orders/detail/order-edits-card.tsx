import styled from 'styled-components';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { formatDateTime, money } from '../../../ui/format';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function moneyWords(difference: number): string {
  if (difference < 0) return ` · ${money(-difference)} refunded`;
  if (difference > 0) return ` · ${money(difference)} asked of the customer`;
  return '';
}

/** Edits before shipping, oldest first, with who made them and what they did to the money. */
export function OrderEditsCard({ order }: { order: AdminOrderDetail }) {
  if (order.edits.length === 0 && order.balanceDue === 0) return null;
  return (
    <Card aria-labelledby="edits-title">
      <h2 id="edits-title">Changes</h2>
      <p>
        Changes to the address or items before the order ships, by staff or the customer, and what each did to the
        money: a refund to the card, or a balance the customer pays through a mailed link.
      </p>
      {order.balanceDue > 0 && (
        <p>
          <strong>{money(order.balanceDue)} due:</strong> the customer was e-mailed a link to pay it.
        </p>
      )}
      <List>
        {order.edits.map((edit) => (
          <li key={edit.id}>
            {edit.summary}
            <small>
              <time dateTime={edit.at}>{formatDateTime(edit.at)}</time> ·{' '}
              {edit.byCustomer ? 'The customer' : (edit.staffName ?? 'Shop')}
              {moneyWords(edit.difference)}
            </small>
          </li>
        ))}
      </List>
    </Card>
  );
}
