import styled from 'styled-components';

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(3)};
  font-size: clamp(2.5rem, 8vw, 3.75rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;
