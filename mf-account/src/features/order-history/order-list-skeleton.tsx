import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from '@ps/shared/ui';

const PLACEHOLDER_CARDS = 3;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
`;

const Line = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

export function OrderListSkeleton() {
  return (
    <Cards role="status">
      <VisuallyHidden>Loading your orders…</VisuallyHidden>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Line $height="1.75rem" $width="45%" />
          <Line $height="1rem" $width="100%" />
          <Line $height="44px" $width="60%" />
        </Card>
      ))}
    </Cards>
  );
}
