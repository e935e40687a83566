import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.6rem;
    font-weight: 800;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8rem;
    font-weight: 400;
  }
`;

export interface Figure {
  label: string;
  value: string;
  /** What the figure counts, in a few words. */
  note: string;
}

/** A row of headline figures, each with what it counts; `testIdPrefix` names them for tests. */
export function FigureCards({ figures, testIdPrefix }: { figures: readonly Figure[]; testIdPrefix: string }) {
  return (
    <Grid>
      {figures.map((figure) => (
        <Card key={figure.label} data-testid={`${testIdPrefix}-${figure.label}`}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}
            <small>{figure.note}</small>
          </dd>
        </Card>
      ))}
    </Grid>
  );
}
