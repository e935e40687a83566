import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Line = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

export function OrderDetailSkeleton() {
  return (
    <Container>
      <Layout role="status">
        <VisuallyHidden>Loading order details…</VisuallyHidden>
        <Line $height="3rem" $width="55%" aria-hidden="true" />
        <Line $height="1.5rem" $width="35%" aria-hidden="true" />
        <Line $height="44px" $width="45%" aria-hidden="true" />
        <Line $height="260px" $width="100%" aria-hidden="true" />
        <Line $height="180px" $width="100%" aria-hidden="true" />
      </Layout>
    </Container>
  );
}
