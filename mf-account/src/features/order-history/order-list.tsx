import styled from 'styled-components';
import type { OrderListItem } from '@ps/shared/schemas';
import { OrderCard } from './order-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export function OrderList({ orders, busy }: { orders: OrderListItem[]; busy: boolean }) {
  return (
    <List aria-label="Orders" aria-busy={busy}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </List>
  );
}
