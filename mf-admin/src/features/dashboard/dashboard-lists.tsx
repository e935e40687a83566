import { formatPrice } from '@ps/shared/format';
import { Link } from '@ps/shared/router';
import type { DashboardResponse } from '@ps/shared/schemas';
import { OrderStatusBadge } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';

export function TopProducts({ products }: { products: DashboardResponse['topProducts'] }) {
  return (
    <Panel aria-labelledby="top-products-heading">
      <h2 id="top-products-heading">Top products</h2>
      {products.length === 0 ? (
        <p>No paid orders in this period yet.</p>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Units</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={`${product.productId ?? 'gone'}-${product.name}`}>
                <th scope="row">{product.name}</th>
                <td>{product.units}</td>
                <td>{formatPrice(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}

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
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">Placed</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
                </th>
                <td>{order.customerEmail}</td>
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

export function LowStock({ lowStock }: { lowStock: DashboardResponse['lowStock'] }) {
  return (
    <Panel aria-labelledby="low-stock-heading">
      <h2 id="low-stock-heading">Low stock</h2>
      {lowStock.total === 0 ? (
        <p>Every variant on sale is above its low-stock threshold.</p>
      ) : (
        <>
          <p>
            {lowStock.total} {lowStock.total === 1 ? 'variant is' : 'variants are'} at or below the threshold.
          </p>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Left</th>
                <th scope="col">Threshold</th>
              </tr>
            </thead>
            <tbody>
              {lowStock.variants.map((variant) => (
                <tr key={variant.variantId}>
                  <th scope="row">
                    {variant.productName} · {variant.variantName}
                  </th>
                  <td>{variant.available === 0 ? 'Sold out' : variant.available}</td>
                  <td>{variant.threshold}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
      <p>
        <Link to="/admin/inventory">Inventory</Link>
      </p>
    </Panel>
  );
}
