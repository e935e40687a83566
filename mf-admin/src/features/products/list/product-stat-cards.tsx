import styled from 'styled-components';
import type { AdminProductsResponse } from '@ps/shared/schemas';
import { Skeleton } from '@ps/shared/ui';
import { money } from '../../../ui/format';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    border: 2px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

/** The whole catalog's figures, whatever the filter; the average is of current prices (sale when on sale). */
export function ProductStatCards({ summary }: { summary: AdminProductsResponse['summary'] | undefined }) {
  const cards: [string, string | undefined][] = [
    ['Total products', summary && String(summary.total)],
    ['Active', summary && String(summary.active)],
    ['Featured', summary && String(summary.featured)],
    ['Average price', summary && money(summary.averagePrice)],
    ['Low stock', summary && String(summary.lowStock)],
    ['Out of stock', summary && String(summary.outOfStock)],
  ];
  return (
    <Grid aria-label="Product figures">
      {cards.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <Skeleton $height="1.5rem" $width="4rem" />}</dd>
        </div>
      ))}
    </Grid>
  );
}
