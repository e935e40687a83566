import styled from 'styled-components';

/** Every console page's h1: plain and compact, the console is a work tool, not a poster. */
export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1.75rem;
  color: ${({ theme }) => theme.color.text};
`;
