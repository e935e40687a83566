import { useState } from 'react';
import styled from 'styled-components';
import { readPersonalItem, writePersonalItem } from '@ps/shared/consent';
import { formatPrice } from '@ps/shared/rules';
import { Link } from '@ps/shared/router';
import { Button } from '@ps/shared/ui';
import { useFeaturedProducts } from '../../lib/checkout-api/get-featured-products';

export const SUGGESTION_COUNT = 4;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: block;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 2rem;
  }
`;

/**
 * Four featured products not already in the cart; the shopper can hide the row. Like every
 * other memory of a visitor, the choice outlives the page only with tracking consent.
 */
export function CompleteYourLook({ inCart }: { inCart: number[] }) {
  const [hidden, setHidden] = useState(() => readPersonalItem('cartSuggestionsHidden') === 'true');
  const hide = () => {
    setHidden(true);
    writePersonalItem('cartSuggestionsHidden', 'true');
  };
  const { data } = useFeaturedProducts();
  const suggestions = (data?.products ?? [])
    .filter((product) => !inCart.includes(product.id))
    .slice(0, SUGGESTION_COUNT);
  if (hidden || suggestions.length === 0) return null;
  return (
    <section aria-labelledby="complete-look-heading">
      <Header>
        <h2 id="complete-look-heading">Complete Your Look</h2>
        <Button $variant="ghost" onClick={hide}>
          Hide suggestions
        </Button>
      </Header>
      <Grid>
        {suggestions.map((product) => (
          <li key={product.id}>
            <Link to={`/store/${product.slug}`}>
              {product.primaryImage && (
                <img src={product.primaryImage.imageUrl} alt="" width={200} height={200} loading="lazy" />
              )}
              <span>{product.name}</span>
              <br />
              <strong>{formatPrice(product.salePrice ?? product.basePrice)}</strong>
            </Link>
          </li>
        ))}
      </Grid>
    </section>
  );
}
