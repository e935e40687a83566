import { Link } from '@ps/shared/router';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { TableHead } from '../../ui/table-head';

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
            <TableHead columns={['Variant', 'Left', 'Threshold']} />
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
