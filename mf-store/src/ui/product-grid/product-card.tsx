import { Link, useNavigate } from '@ps/shared/router';
import styled, { css } from 'styled-components';
import { useAddCartItem, useCartLine } from '@ps/shared/cart';
import type { Product } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { stockBadges } from '../../lib/catalog-model/stock-status';
import { WishlistButton } from './wishlist-button';
import { Badge } from './badge';
import { PriceTag } from './price-tag';

export type GridView = 'grid' | 'list';

const Card = styled.article<{ $view: GridView }>`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  ${({ $view }) =>
    $view === 'list'
      ? css`
          grid-template-columns: minmax(96px, 160px) 1fr;
        `
      : css`
          grid-template-rows: auto 1fr;
        `}
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: #241d38;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    font-weight: 700;
    letter-spacing: 0;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  button {
    position: relative;
    z-index: 1;
    margin-top: auto;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  z-index: 1;
`;

const Wish = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
`;

export function ProductCard({ product, view = 'grid' }: { product: Product; view?: GridView }) {
  const navigate = useNavigate();
  const first = product.variants[0];
  const line = useCartLine(first?.sku);
  const addToCart = useAddCartItem();
  const firstSoldOut = first !== undefined && !first.inventory.inStock;

  const onAdd = () => {
    if (!first) return navigate(`/store/${product.slug}`);
    addToCart.mutate({ productId: product.id, variantId: first.id, quantity: 1 });
  };

  return (
    <Card $view={view} data-testid="product-card">
      {product.primaryImage && (
        <img
          src={product.primaryImage.imageUrl}
          alt={product.primaryImage.altText}
          width={300}
          height={300}
          loading="lazy"
        />
      )}
      <Badges>
        {product.isNew && <Badge $tone="info">NEW</Badge>}
        {stockBadges(product.inStock, product.totalStock).map((badge) => (
          <Badge key={badge} $tone={badge === 'SOLD OUT' ? 'danger' : 'warning'}>
            {badge}
          </Badge>
        ))}
        {line && <Badge>In Cart</Badge>}
      </Badges>
      <Wish>
        <WishlistButton productId={product.id} productName={product.name} />
      </Wish>
      <Body>
        <h3>
          <Link to={`/store/${product.slug}`}>{product.name}</Link>
        </h3>
        <PriceTag basePrice={product.basePrice} salePrice={product.salePrice} />
        <Button
          $variant="secondary"
          onClick={onAdd}
          disabled={!product.inStock || firstSoldOut || addToCart.isPending}
          aria-label={`Add ${product.name} to cart`}
        >
          {!product.inStock || firstSoldOut ? 'Sold Out' : addToCart.isPending ? 'Adding…' : 'Add to Cart'}
        </Button>
      </Body>
    </Card>
  );
}
