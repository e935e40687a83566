import type { InventoryItem } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { DataTable } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { InventoryStatusBadge } from './inventory-status-badge';

interface Props {
  items: InventoryItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onUpdate: (item: InventoryItem) => void;
}

export function InventoryTable({ items, selected, onSelect, onUpdate }: Props) {
  const allOn = items.every((item) => selected.has(item.id));
  return (
    <DataTable aria-label="Stock by variant">
      <thead>
        <tr>
          <td>
            <input
              type="checkbox"
              aria-label="Select every variant on this page"
              checked={allOn}
              onChange={(event) =>
                onSelect(
                  items.map((item) => item.id),
                  event.target.checked,
                )
              }
            />
          </td>
          <th scope="col">Product</th>
          <th scope="col">Available</th>
          <th scope="col">Reserved</th>
          <th scope="col">Low stock threshold</th>
          <th scope="col">Total sold</th>
          <th scope="col">Last restocked</th>
          <th scope="col">Status</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`Select ${item.productName} ${item.variantName}`}
                checked={selected.has(item.id)}
                onChange={(event) => onSelect([item.id], event.target.checked)}
              />
            </td>
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
