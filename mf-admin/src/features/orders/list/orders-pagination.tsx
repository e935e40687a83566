import styled from 'styled-components';
import { SelectField } from '@ps/shared/form';
import { ADMIN_ORDERS_PAGE_SIZES } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function OrdersPagination({ page, pageSize, total, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Bar aria-label="Order pages">
      <SelectField label="Rows per page" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {ADMIN_ORDERS_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <p aria-live="polite">
        {first}–{Math.min(page * pageSize, total)} of {total}
      </p>
      <Pages>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Pages>
    </Bar>
  );
}
