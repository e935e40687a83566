import { useParams } from '@ps/shared/router';
import { Container, ErrorBoundary, LazyHydration } from '@ps/shared/ui';
import { CatalogNotFoundError } from '../../lib/catalog-api/catalog-request';
import { useProduct } from '../../lib/catalog-api/get-product';
import { Breadcrumb } from '../../ui/breadcrumb';
import { MissingPage } from '../../ui/missing-page';
import { ProductMeta } from './product-meta';
import { ProductShowcase } from './product-showcase';
import { ProductSkeleton } from './product-skeleton';
import { ProductTabs } from './product-tabs';
import { RelatedSection } from './related-section';

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, error } = useProduct(slug);

  if (isPending) return <ProductSkeleton />;
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
        <LazyHydration hydrateOn="interaction">
          <Breadcrumb
            items={[
              { label: 'Store', to: '/store' },
              { label: product.category.name, to: `/store/category/${product.category.slug}` },
              { label: product.name },
            ]}
          />
        </LazyHydration>
        <ProductShowcase key={product.id} product={product} />
        <LazyHydration hydrateOn="interaction">
          <ProductTabs product={product} />
        </LazyHydration>
        <ErrorBoundary fallback={() => <p role="alert">Failed to fetch related products</p>}>
          <RelatedSection productId={product.id} />
        </ErrorBoundary>
      </Container>
    </main>
  );
}
