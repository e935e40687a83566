import type { InventoryStatus } from '@ps/shared/console-schemas';
import { Badge, type BadgeTone } from '@ps/shared/ui';

export const INVENTORY_STATUS_NAMES: Record<InventoryStatus, string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};

const TONES: Record<InventoryStatus, BadgeTone> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  return <Badge $tone={TONES[status]}>{INVENTORY_STATUS_NAMES[status]}</Badge>;
}
