import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';

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

/** A row of figures; a figure still loading shows a skeleton. */
export function StatGrid({ label, stats }: { label: string; stats: [string, string | undefined][] }) {
  return (
    <Grid aria-label={label}>
      {stats.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value ?? <Skeleton $height="1.5rem" $width="5rem" />}</dd>
        </div>
      ))}
    </Grid>
  );
}
