import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@ps/shared/format';
import { media } from '@ps/shared/theme';
import { Button, Skeleton } from '@ps/shared/ui';
import { useProducts } from '../api/get-products';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.xl} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  img {
    aspect-ratio: 1;
    width: 100%;
    object-fit: cover;
  }
  div {
    padding: ${({ theme }) => theme.space(3)};
  }
  strong {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const FIRST_PAGE = { limit: 12, offset: 0 };

export function ProductList() {
  const { data, isPending, isError, error, refetch } = useProducts(FIRST_PAGE);
  if (isError) {
    return (
      <div role="alert">
        <p>Failed to load products: {error.message}</p>
        <Button onClick={() => void refetch()}>Try Again</Button>
      </div>
    );
  }
  return (
    <Grid aria-label="Products" data-testid="product-list">
      {isPending
        ? Array.from({ length: 8 }, (_, i) => <Skeleton as="li" key={i} $height="280px" />)
        : data.products.map((product) => (
            <li key={product.id}>
              <Card to={`/store/${product.slug}`}>
                {product.primaryImage && (
                  <img
                    src={product.primaryImage.imageUrl}
                    alt={product.primaryImage.altText}
                    width={300}
                    height={300}
                    loading="lazy"
                  />
                )}
                <div>
                  <span>{product.name}</span>
                  <br />
                  <strong>{formatPrice(product.salePrice ?? product.basePrice)}</strong>
                </div>
              </Card>
            </li>
          ))}
    </Grid>
  );
}
