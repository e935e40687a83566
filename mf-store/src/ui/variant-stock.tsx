import styled from 'styled-components';
import type { Variant } from '@ps/shared/schemas';
import { stockStatus, type StockStatus } from '../lib/catalog-model/stock-status';

const Line = styled.p<{ $status: StockStatus }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'out-of-stock' ? theme.color.danger : $status === 'low-stock' ? '#ffb347' : theme.color.success};
`;

const wording = (status: StockStatus, available: number) =>
  status === 'out-of-stock' ? 'Sold out' : status === 'low-stock' ? `Low stock: only ${available} left` : 'In stock';

/** The chosen variant's stock in words; the product's totals when it has no variants. */
export function VariantStock({
  variant,
  fallback,
}: {
  variant?: Variant;
  fallback: { inStock: boolean; totalStock: number };
}) {
  const available = variant ? variant.inventory.available : fallback.totalStock;
  const status = stockStatus(variant ? variant.inventory.inStock : fallback.inStock, available);
  return (
    <Line $status={status} data-testid="stock-status">
      {wording(status, available)}
    </Line>
  );
}
