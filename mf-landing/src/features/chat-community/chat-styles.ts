import styled from 'styled-components';

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  text-align: center;
  div {
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.5rem;
    letter-spacing: 0.04em;
  }
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
`;
