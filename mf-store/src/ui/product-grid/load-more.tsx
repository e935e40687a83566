import styled from 'styled-components';
import { Button } from '@ps/shared/ui';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}

export function LoadMore({ shown, total, hasMore, isLoading, onLoadMore, label = 'Load More' }: Props) {
  if (total === 0) return null;
  return (
    <Row>
      <span aria-live="polite">
        Showing {shown} of {total}
      </span>
      {hasMore && (
        <Button $variant="secondary" onClick={onLoadMore} disabled={isLoading}>
          {isLoading ? 'Loading…' : label}
        </Button>
      )}
    </Row>
  );
}
