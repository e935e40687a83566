import styled from 'styled-components';
import { Container } from '@ps/shared/ui';

/** Every console page: one column of sections with room between them. */
export const AdminPage = styled(Container).attrs({ as: 'main' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(6)};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div:last-child:not(:first-child) {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
