import { useRelatedProducts } from '../../lib/catalog-api/get-related-products';
import { ProductGrid } from '../../ui/product-grid';
import { Section } from '../../ui/section';

export const RELATED_COUNT = 6;

export function RelatedProducts({ productId }: { productId: number }) {
  const related = useRelatedProducts(productId, RELATED_COUNT);
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <Section aria-labelledby="related-heading">
      <h2 id="related-heading">You might also like</h2>
      <ProductGrid
        label="Related products"
        products={related.data ?? []}
        isPending={related.isPending}
        error={related.error}
        onRetry={() => void related.refetch()}
        placeholders={RELATED_COUNT}
      />
    </Section>
  );
}
