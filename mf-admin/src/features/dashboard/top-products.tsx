import { formatPrice } from '@ps/shared/rules';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { TableHead } from '../../ui/table-head';

export function TopProducts({ products }: { products: DashboardResponse['topProducts'] }) {
  return (
    <Panel aria-labelledby="top-products-heading">
      <h2 id="top-products-heading">Top products</h2>
      {products.length === 0 ? (
        <p>No paid orders in this period yet.</p>
      ) : (
        <DataTable>
          <TableHead columns={['Product', 'Units', 'Revenue']} />
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
