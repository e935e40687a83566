import type { ReactNode } from 'react';
import styled from 'styled-components';

const Tile = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.sm};
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.7rem;
    letter-spacing: 0.04em;
  }
`;

export function StatTile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Tile>
      <dt>{label}</dt>
      <dd>
        {value} {note}
      </dd>
    </Tile>
  );
}
