import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { BreadcrumbPlaceholder } from '../../ui/breadcrumb-placeholder';
import { ProductGridSkeleton, SKELETON_CARDS } from '../../ui/product-grid';
import { WithSidebar } from '../../ui/section';
import { CategoryHeaderBox } from './category-header';

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One line of the category name at the heading's size. */
const Title = styled(Skeleton)`
  font-size: clamp(2.5rem, 6vw, 3.5rem);
`;

/** The description: a few lines on phones, one beside the picture from the md breakpoint. */
const Description = styled(Skeleton)`
  height: 4.5rem;
  ${media.md} {
    height: 1.5rem;
  }
`;

/** The filter panel: a single button on phones, the full form from the md breakpoint. */
const Sidebar = styled(Skeleton)`
  height: 76px;
  ${media.md} {
    height: 388px;
  }
`;

export function CategorySkeleton() {
  return (
    <main aria-busy="true">
      <VisuallyHidden role="status">Loading category…</VisuallyHidden>
      <Container aria-hidden="true">
        <BreadcrumbPlaceholder />
        <CategoryHeaderBox as="div">
          <Skeleton $height="160px" $width="160px" />
          <Text>
            <Title $height="1.1em" $width="min(20rem, 70%)" />
            <Description $width="90%" />
            <Skeleton $height="1.5rem" $width="6rem" />
          </Text>
          <Skeleton $height="44px" $width="9rem" />
        </CategoryHeaderBox>
        <WithSidebar>
          <Sidebar />
          <ProductGridSkeleton label="Products in this category" count={SKELETON_CARDS} />
        </WithSidebar>
      </Container>
    </main>
  );
}
