import styled from 'styled-components';
import { TwoColumns } from './panel';
import { Skeleton } from '@ps/shared/ui';

/** A panel's box (border, padding, heading) with placeholder rows for what loads into it. */
const PanelPlaceholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
`;

const MainPanelRows = () => (
  <>
    <Skeleton $height="1.75rem" $width="40%" />
    <Skeleton $height="88px" />
    <Skeleton $height="88px" />
  </>
);

/** The main column's panel while its form's code loads. */
export function PanelSkeleton() {
  return (
    <PanelPlaceholder aria-hidden="true">
      <MainPanelRows />
    </PanelPlaceholder>
  );
}

/** The order summary's panel while its data loads. */
export function SummarySkeleton() {
  return (
    <PanelPlaceholder aria-hidden="true">
      <Skeleton $height="1.75rem" $width="60%" />
      <Skeleton $height="8rem" />
      <Skeleton $height="44px" />
    </PanelPlaceholder>
  );
}

/** The main column and the order summary of the cart, checkout and confirmation pages while their data loads. */
export function ColumnsSkeleton() {
  return (
    <TwoColumns aria-hidden="true">
      <PanelSkeleton />
      <SummarySkeleton />
    </TwoColumns>
  );
}
