import type { InventoryItem } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { formatDateTime } from '../../../ui/format';
import { InventoryStatusBadge } from './inventory-status-badge';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectRowCell } from '../../../ui/selection-cells';
import { ListTable } from '../../../ui/list-table';

interface Props {
  items: InventoryItem[];
  selection: RowSelection<number>;
  onUpdate: (item: InventoryItem) => void;
}

const WAITING = {
  name: 'Waiting',
  heading: <abbr title="Fans waiting for a back-in-stock e-mail (confirmed, not yet mailed)">Waiting</abbr>,
};

export function InventoryTable({ items, selection, onUpdate }: Props) {
  return (
    <ListTable
      label="Stock by variant"
      columns={[
        'Product',
        'Available',
        'Reserved',
        'Low stock threshold',
        'Total sold',
        WAITING,
        'Last restocked',
        'Status',
      ]}
      select={{ ids: items.map((item) => item.id), selection, label: 'Select every variant on this page' }}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <SelectRowCell id={item.id} selection={selection} label={`Select ${item.productName} ${item.variantName}`} />
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
    </ListTable>
  );
}
