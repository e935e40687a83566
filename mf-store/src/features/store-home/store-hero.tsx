import styled from 'styled-components';
import { ButtonLink } from '@ps/shared/ui';
import { usePublicSettings } from '@ps/shared/support';
import { useProductPages } from '../../lib/catalog-api/get-products';
import { freeShippingSentence } from '../../lib/shipping-promise/free-shipping-sentence';
import { useSocialProof } from '../../lib/social-proof-api/get-social-proof';
import { SEARCH_PAGE_PATH } from '../../route-table';
import { storeClaims } from './store-claims';

const Hero = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(circle at 85% 20%, rgb(255 79 139 / 45%), transparent 45%),
    radial-gradient(circle at 10% 90%, rgb(79 209 255 / 30%), transparent 40%), ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  box-shadow: 6px 6px 0 #000;
  h1 {
    margin: 0;
    font-size: clamp(2.75rem, 8vw, 5rem);
    color: ${({ theme }) => theme.color.accent};
    text-shadow: ${({ theme }) => theme.shadow.comic};
  }
  p {
    max-width: 560px;
    font-size: 1.125rem;
  }
`;

const Claims = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, max-content));
  gap: ${({ theme }) => theme.space(4)};
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.75rem;
    color: ${({ theme }) => theme.color.text};
    letter-spacing: 0.04em;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** `pageSize`: the unfiltered product list's page size, so its total comes from the same cached answer. */
export function StoreHero({ pageSize }: { pageSize: number }) {
  const threshold = usePublicSettings().data?.freeShippingThreshold;
  const products = useProductPages({}, pageSize);
  const claims = storeClaims({
    productCount: products.isSuccess ? products.total : undefined,
    ordersShipped: useSocialProof().data?.ordersShipped,
    freeShippingThreshold: threshold,
  });
  return (
    <Hero aria-labelledby="store-title">
      <h1 id="store-title">The Merch Lair</h1>
      <p>Gear for anxious superheroes: tees, hoodies, vinyl and limited drops. {freeShippingSentence(threshold)}</p>
      <ButtonLink to={SEARCH_PAGE_PATH}>Search the store</ButtonLink>
      <Claims aria-label="The store in figures">
        {claims.map(({ figure, label }) => (
          <li key={label}>
            <strong>{figure}</strong>
            <span>{label}</span>
          </li>
        ))}
      </Claims>
    </Hero>
  );
}
