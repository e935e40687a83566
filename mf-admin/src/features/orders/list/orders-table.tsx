import styled from 'styled-components';
import type { AdminOrderRow } from '@ps/shared/console-schemas';
import { SHIPPING_METHOD_DETAILS } from '@ps/shared/schemas';
import { Link } from '@ps/shared/router';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { OrderStatusBadge, PaymentStatusBadge } from '@ps/shared/kit';
import { formatDateTime, money } from '../../../ui/format';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectRowCell } from '../../../ui/selection-cells';
import { ListTable } from '../../../ui/list-table';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
`;

interface Props {
  orders: AdminOrderRow[];
  selection: RowSelection<number>;
  onUpdateStatus: (order: AdminOrderRow) => void;
}

export function OrdersTable({ orders, selection, onUpdateStatus }: Props) {
  return (
    <ListTable
      label="Orders"
      columns={['Order', 'Status', 'Items', 'Total', 'Ship to', 'Date', 'Actions']}
      select={{ ids: orders.map((order) => order.id), selection, label: 'Select every order on this page' }}
    >
      {orders.map((order) => (
        <tr key={order.id} data-testid="order-row">
          <SelectRowCell id={order.id} selection={selection} label={`Select ${order.orderNumber}`} />
          <th scope="row">
            <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
            <small>{order.customerName}</small>
            <small>{order.customerEmail}</small>
          </th>
          <td>
            <Stack>
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </Stack>
          </td>
          <td>{order.itemCount}</td>
          <td>{money(order.total)}</td>
          <td>
            {order.shippingAddress
              ? [order.shippingAddress.city, order.shippingAddress.state, order.shippingAddress.country]
                  .filter(Boolean)
                  .join(', ')
              : 'No address'}
            <small>{SHIPPING_METHOD_DETAILS[order.shippingMethod].name}</small>
          </td>
          <td>{formatDateTime(order.createdAt)}</td>
          <td>
            <Stack>
              <Link to={`/admin/orders/${order.id}`} aria-label={`View details of ${order.orderNumber}`}>
                View Details
              </Link>
              <Button $variant="ghost" onClick={() => onUpdateStatus(order)}>
                Update Status<VisuallyHidden> of {order.orderNumber}</VisuallyHidden>
              </Button>
            </Stack>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
