import { useParams } from '@ps/shared/router';
import { Container, ErrorBoundary, LazyHydration } from '@ps/shared/ui';
import { CatalogNotFoundError } from '../../lib/catalog-api/catalog-request';
import { useProduct } from '../../lib/catalog-api/get-product';
import { Breadcrumb } from '../../ui/breadcrumb';
import { MissingPage } from '../../ui/missing-page';
import { galleryImages } from './gallery/gallery-images';
import { ImageGallery } from './gallery/image-gallery';
import { ProductInfo } from './product-info';
import { ProductLayout } from './product-layout';
import { ProductMeta } from './product-meta';
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
        {/* The purchase column hydrates with the page (after the header); the rest as it is seen or used (decision 050). */}
        <ProductLayout>
          <LazyHydration hydrateOn="visible">
            <ImageGallery images={galleryImages(product)} productName={product.name} />
          </LazyHydration>
          <ProductInfo key={product.id} product={product} />
        </ProductLayout>
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
