import type { InventoryItem } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { DataTable } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { InventoryStatusBadge } from './inventory-status-badge';
import { SelectAllHeader, SelectRowCell } from '../../../ui/selection-cells';

interface Props {
  items: InventoryItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onUpdate: (item: InventoryItem) => void;
}

export function InventoryTable({ items, selected, onSelect, onUpdate }: Props) {
  return (
    <DataTable aria-label="Stock by variant">
      <thead>
        <tr>
          <SelectAllHeader
            ids={items.map((item) => item.id)}
            selected={selected}
            onSelect={onSelect}
            label="Select every variant on this page"
          />
          <th scope="col">Product</th>
          <th scope="col">Available</th>
          <th scope="col">Reserved</th>
          <th scope="col">Low stock threshold</th>
          <th scope="col">Total sold</th>
          <th scope="col">
            <abbr title="Fans waiting for a back-in-stock e-mail (confirmed, not yet mailed)">Waiting</abbr>
          </th>
          <th scope="col">Last restocked</th>
          <th scope="col">Status</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <SelectRowCell
              id={item.id}
              selected={selected}
              onSelect={onSelect}
              label={`Select ${item.productName} ${item.variantName}`}
            />
            <th scope="row">
              {item.productName}
              <small>
                {item.variantName} · {item.sku}
              </small>
            </th>
            <td>{item.available}</td>
            <td>{item.reserved}</td>
            <td>{item.lowStockThreshold}</td>
            <td>{item.totalSold}</td>
            <td>{item.waiting}</td>
            <td>{item.lastRestocked ? formatDateTime(item.lastRestocked) : 'Never'}</td>
            <td>
              <InventoryStatusBadge status={item.status} />
            </td>
            <td>
              <Button $variant="secondary" onClick={() => onUpdate(item)} aria-label={`Update stock of ${item.sku}`}>
                Update
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
