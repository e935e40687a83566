import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { BreadcrumbPlaceholder } from '../../ui/breadcrumb-placeholder';
import { ProductLayout } from './product-layout';

const THUMBNAILS = 4;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;

/** The gallery's box: a square stage with its border, the arrows row and a row of square thumbnails. */
const Stage = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(${THUMBNAILS}, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Square = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Controls = styled(Skeleton)`
  margin-top: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** Two lines of the product name at the heading's size: most names wrap in this column. */
const Title = styled.div`
  display: grid;
  gap: 0.2em;
  font-size: clamp(2.25rem, 5vw, 3.25rem);
`;

/** The wishlist and share buttons. */
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/** The product page's layout with placeholders where its data goes, so the page does not jump when the product arrives. */
export function ProductSkeleton() {
  return (
    <main aria-busy="true">
      <VisuallyHidden role="status">Loading product…</VisuallyHidden>
      <Container aria-hidden="true">
        <BreadcrumbPlaceholder />
        <ProductLayout>
          <div>
            <Stage />
            <Controls $height="44px" />
            <Thumbs>
              {Array.from({ length: THUMBNAILS }, (_, index) => (
                <Square key={index} />
              ))}
            </Thumbs>
          </div>
          <Column>
            <Skeleton $height="22px" $width="40%" />
            <Title>
              <Skeleton $height="1em" $width="90%" />
              <Skeleton $height="1em" $width="55%" />
            </Title>
            <Row>
              <Skeleton $height="44px" $width="44px" />
              <Skeleton $height="44px" $width="96px" />
            </Row>
            <Skeleton $height="324px" />
          </Column>
        </ProductLayout>
      </Container>
    </main>
  );
}
