import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
`;

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(2.5rem, 7vw, 3.75rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 5px solid
    ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.color.danger : theme.color.info)};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
