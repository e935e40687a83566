import styled from 'styled-components';

/** A comic panel: the card every order section sits in. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
  }
`;
