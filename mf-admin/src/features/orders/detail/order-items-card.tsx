import styled from 'styled-components';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { money } from '../../../ui/format';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 2px solid ${({ theme }) => theme.color.border};
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Row = styled.div<{ $total: boolean }>`
  display: contents;
  font-weight: ${({ $total }) => ($total ? 800 : 400)};
`;

export function OrderItemsCard({ order }: { order: AdminOrderDetail }) {
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping],
    ['Tax', order.tax],
    ...(order.discount > 0
      ? [[order.promoCode ? `Discount (${order.promoCode})` : 'Discount', -order.discount] as [string, number]]
      : []),
    ['Total', order.total],
  ];
  const refunded = new Map(order.refunds.lines.map((line) => [line.itemId, line.refundedQuantity]));
  return (
    <Card aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      <Lines>
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.productName}
              <small>
                {item.variantName} · SKU {item.sku} · {money(item.unitPrice)} each
                {refunded.has(item.id) && ` · ${refunded.get(item.id)} refunded`}
              </small>
            </span>
            <strong>{money(item.lineTotal)}</strong>
          </li>
        ))}
      </Lines>
      <Totals>
        {rows.map(([label, value]) => (
          <Row key={label} $total={label === 'Total'}>
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </Row>
        ))}
      </Totals>
    </Card>
  );
}
