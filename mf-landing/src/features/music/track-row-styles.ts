import styled from 'styled-components';

/* The parts of a track row shared by a row with a preview and one without. */

export const Row = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 44px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $active, theme }) => ($active ? theme.color.surfaceRaised : 'transparent')};
`;

export const Info = styled.div`
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

export const Popular = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: 0.7rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.panic};
`;

export const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;
