import { formatPrice } from '@ps/shared/rules';
import { Link } from '@ps/shared/router';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { OrderStatusBadge } from '@ps/shared/kit';
import { DataTable, LongText } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { TableHead } from '../../ui/table-head';

const placedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function RecentOrders({ orders }: { orders: DashboardResponse['recentOrders'] }) {
  return (
    <Panel aria-labelledby="recent-orders-heading">
      <h2 id="recent-orders-heading">Recent orders</h2>
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <DataTable>
          <TableHead columns={['Order', 'Customer', 'Status', 'Total', 'Placed']} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
                </th>
                <td>
                  <LongText>{order.customerEmail}</LongText>
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td>{formatPrice(order.total)}</td>
                <td>{placedAt(order.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
    </Panel>
  );
}
