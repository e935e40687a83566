import styled from 'styled-components';

/** The console's card: every list, form and detail section sits in one. */
export const Card = styled.section`
  display: grid;
  /* One column as wide as the card: a wide child (a grid of pictures, a table) scrolls or wraps inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  /* A file picker's button and "No file chosen" are wider than a phone's card. */
  input[type='file'] {
    max-width: 100%;
  }
`;
