import styled from 'styled-components';
import type { Product, Variant } from '@ps/shared/schemas';
import { stockStatus } from '../../lib/catalog-model/stock-status';
// The files, not the folder's index: the index would bring the grid, which this page loads on scroll.
import { Badge } from '../../ui/product-grid/badge';
import { WishlistButton } from '../../ui/product-grid/wishlist-button';
import { PurchasePanel } from './purchase/purchase-panel';
import { ShareButton } from './share-button';

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  h1 {
    margin: 0;
    font-size: clamp(2.25rem, 5vw, 3.25rem);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

interface Props {
  product: Product;
  variant: Variant | undefined;
  onVariantChange: (variant: Variant) => void;
}

export function ProductInfo({ product, variant, onVariantChange }: Props) {
  const status = stockStatus(product.inStock, product.totalStock);
  return (
    <Info>
      <Row>
        <Badge $tone="info">{product.category.name}</Badge>
        {product.isNew && <Badge $tone="accent">New</Badge>}
        {product.isFeatured && <Badge $tone="panic">Featured</Badge>}
        {status === 'out-of-stock' && <Badge $tone="danger">Out of Stock</Badge>}
        {status === 'low-stock' && <Badge $tone="warning">Low Stock</Badge>}
      </Row>
      <h1>{product.name}</h1>
      <Row>
        <WishlistButton productId={product.id} productName={product.name} />
        <ShareButton title={product.name} path={`/store/${product.slug}`} />
      </Row>
      <PurchasePanel product={product} variant={variant} onVariantChange={onVariantChange} />
    </Info>
  );
}
