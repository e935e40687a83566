import styled from 'styled-components';
import type { AdminOrdersSummary } from '@ps/shared/schemas';
import { Skeleton } from '@ps/shared/ui';
import { money } from '../../../ui/format';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
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

/** The shop's figures (all orders, whatever the filter): revenue and average count paid orders only. */
export function OrdersSummaryCards({ summary }: { summary: AdminOrdersSummary | undefined }) {
  const cards: [string, string | undefined][] = [
    ['Total revenue', summary && money(summary.totalRevenue)],
    ['Total orders', summary && String(summary.total)],
    ['Average order', summary && money(summary.averageOrderValue)],
    ['Pending', summary && String(summary.byStatus.pending)],
    ['Processing', summary && String(summary.byStatus.processing)],
  ];
  return (
    <Grid aria-label="Order figures">
      {cards.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <Skeleton $height="1.5rem" $width="5rem" />}</dd>
        </div>
      ))}
    </Grid>
  );
}
