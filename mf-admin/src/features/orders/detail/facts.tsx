import styled from 'styled-components';

/** Label above value, for the facts of an order. */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
  }
`;
