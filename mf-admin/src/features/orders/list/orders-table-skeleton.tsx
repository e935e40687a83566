import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export function OrdersTableSkeleton({ rows }: { rows: number }) {
  return (
    <Rows role="status" aria-label="Loading orders">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height="56px" />
      ))}
    </Rows>
  );
}
