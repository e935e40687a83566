import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import type { Product } from '@ps/shared/schemas';
import { productStock } from '../../lib/catalog-model/card-action';
import { stockBadges } from '../../lib/catalog-model/stock-status';
import { Badge } from './badge';
import { CardAddButton } from './card-add-button';
import { cardBody, cardFrame, type GridView } from './card-frame';
import { PriceTag } from './price-tag';
import { WishlistButton } from './wishlist-button';
import { useProductUnitsInCart } from '../../lib/use-product-units-in-cart';

const Card = styled.article<{ $view: GridView }>`
  ${cardFrame}
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: #241d38;
  }
`;

const Body = styled.div`
  ${cardBody}
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

/** Stops short of the wishlist heart (44px plus the gaps), so however many badges wrap, none covers it. */
const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  right: calc(44px + ${({ theme }) => theme.space(4)});
  align-items: flex-start;
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

interface Props {
  product: Product;
  view?: GridView;
  /** The card is in the first screen: its image is fetched at once and first, as it may be the largest paint. */
  priority?: boolean;
}

/** Only the badge follows the cart: the card around it renders once while the page hydrates and the cart loads. */
function InCartBadge({ productId }: { productId: number }) {
  return useProductUnitsInCart(productId) > 0 ? <Badge>In Cart</Badge> : null;
}

export function ProductCard({ product, view = 'grid', priority = false }: Props) {
  const stock = productStock(product);

  return (
    <Card $view={view} data-testid="product-card">
      {product.primaryImage && (
        <img
          src={product.primaryImage.imageUrl}
          alt={product.primaryImage.altText}
          width={300}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <Badges data-testid="card-badges">
        {product.isNew && <Badge $tone="info">NEW</Badge>}
        {stockBadges(stock.inStock, stock.totalStock).map((badge) => (
          <Badge key={badge} $tone={badge === 'SOLD OUT' ? 'danger' : 'warning'}>
            {badge}
          </Badge>
        ))}
        <InCartBadge productId={product.id} />
      </Badges>
      <Wish>
        <WishlistButton productId={product.id} productName={product.name} />
      </Wish>
      <Body>
        <h3>
          <Link to={`/store/${product.slug}`}>{product.name}</Link>
        </h3>
        <PriceTag basePrice={product.basePrice} salePrice={product.salePrice} />
        <CardAddButton product={product} />
      </Body>
    </Card>
  );
}
