import styled from 'styled-components';
import { Button } from '@ps/shared/ui';
import { pageLabel } from '../../lib/order-model/pagination';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  p {
    margin: 0;
    min-width: 8ch;
    text-align: center;
    font-weight: 700;
  }
`;

interface Props {
  page: number;
  pages: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

export function OrderPagination({ page, pages, hasMore, onPage }: Props) {
  return (
    <Nav aria-label="Order history pages">
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">{pageLabel(page, pages)}</p>
      <Button $variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
