import styled from 'styled-components';

/** The site's card: ink border, hard offset shadow, like a frame in a comic. */
export const ComicPanel = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 5px 5px 0 #000;
`;
