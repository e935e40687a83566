import styled from 'styled-components';
import { Button } from '@ps/shared/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`;

interface Props {
  page: number;
  size: number;
  sizes: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Server-side pages: where we are, the way to the next and previous, and how many per page. */
export function Pager({ page, size, sizes, total, onPage, onSize }: Props) {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return (
    <Bar aria-label="Pages">
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button $variant="secondary" disabled={last >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <label>
        Per page
        <select value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}
