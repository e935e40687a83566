import styled from 'styled-components';

export const Section = styled.section`
  margin: ${({ theme }) => theme.space(10)} 0;
  > h2 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

export const WithSidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: 768px) {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;
