import styled from 'styled-components';

/** A titled box of the console (a card of figures, a list, a form). */
export const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.1rem;
  }
`;
