import { useParams } from '@ps/shared/router';
import styled from 'styled-components';
import { Container, ErrorBoundary, PageLoader } from '@ps/shared/ui';
import { CatalogNotFoundError } from '../../lib/catalog-api/catalog-request';
import { useProduct } from '../../lib/catalog-api/get-product';
import { Breadcrumb } from '../../ui/breadcrumb';
import { MissingPage } from '../../ui/missing-page';
import { ImageGallery } from './gallery/image-gallery';
import { ProductInfo } from './product-info';
import { ProductMeta } from './product-meta';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, error } = useProduct(slug);

  if (isPending) return <PageLoader label="Loading product…" />;
  if (error instanceof CatalogNotFoundError) {
    return (
      <MissingPage
        title="Product Not Found"
        message="This item has vanished into the multiverse. Try the store instead."
      />
    );
  }
  if (error) return <MissingPage title="Product unavailable" message={error.message} />;

  return (
    <main>
      <ProductMeta product={product} />
      <Container>
        <Breadcrumb
          items={[
            { label: 'Store', to: '/store' },
            { label: product.category.name, to: `/store/category/${product.category.slug}` },
            { label: product.name },
          ]}
        />
        <Layout>
          <ImageGallery images={product.images} productName={product.name} />
          <ProductInfo key={product.id} product={product} />
        </Layout>
        <ProductTabs product={product} />
        <ErrorBoundary fallback={() => <p role="alert">Failed to fetch related products</p>}>
          <RelatedProducts productId={product.id} />
        </ErrorBoundary>
      </Container>
    </main>
  );
}
