import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import type { OrderDetail } from '@ps/shared/schemas';
import { useOrderDate } from '../../lib/order-model/use-order-date';
import { Panel } from '../../ui/panel';

const Changes = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Due = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme }) => theme.color.accent};
  font-weight: 700;
`;

function ChangeItem({ at, summary }: { at: string; summary: string }) {
  const when = useOrderDate(at);
  return (
    <li>
      {summary}
      <small>{when}</small>
    </li>
  );
}

/** What changed since the order was placed, and what a change added that is still to pay. */
export function OrderChangesPanel({ order }: { order: OrderDetail }) {
  if (order.changes.length === 0 && order.balanceDue === 0) return null;
  return (
    <Panel aria-labelledby="order-changes-title">
      <h2 id="order-changes-title">Changes to this order</h2>
      {order.balanceDue > 0 && (
        <Due>
          {formatPrice(order.balanceDue)} is still to pay for a change. The link to pay it is in the e-mail we sent
          about the change.
        </Due>
      )}
      <Changes>
        {order.changes.map((change) => (
          <ChangeItem key={change.id} at={change.at} summary={change.summary} />
        ))}
      </Changes>
    </Panel>
  );
}
