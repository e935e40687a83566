import { LOW_STOCK_LIMIT } from '@ps/shared/console-schemas';
import { Badge } from '@ps/shared/ui';

/** Spec 3 §2's bands: more than 10 is plain, 1 to 10 a warning, 0 an alarm. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock === 0) return <Badge $tone="danger">Out of stock</Badge>;
  if (stock <= LOW_STOCK_LIMIT) return <Badge $tone="warning">{stock} left</Badge>;
  return <Badge $tone="neutral">{stock} in stock</Badge>;
}
