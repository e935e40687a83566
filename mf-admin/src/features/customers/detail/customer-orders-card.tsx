import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { OrderStatusBadge, PaymentStatusBadge } from '@ps/shared/kit';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { formatDateTime, money } from '../../../ui/format';
import { TableHead } from '../../../ui/table-head';

export function CustomerOrdersCard({ customer }: { customer: AdminCustomerDetail }) {
  const { orders, orderCount } = customer;
  return (
    <Card aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title">Orders</h2>
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <DataTable aria-labelledby="customer-orders-title">
          {orderCount > orders.length && (
            <caption>
              The latest {orders.length} of {orderCount}
            </caption>
          )}
          <TableHead columns={['Order', 'Date', 'Status', 'Payment', 'Total']} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
                </th>
                <td>{formatDateTime(order.createdAt)}</td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </td>
                <td>{money(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}
