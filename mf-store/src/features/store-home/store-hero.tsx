import styled from 'styled-components';
import { ButtonLink } from '@ps/shared/ui';
import { SEARCH_PAGE_PATH } from '../../route-table';

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
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
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

const CLAIMS = [
  ['10,000+', 'happy customers'],
  ['4.9', 'average rating'],
  ['150+', 'products'],
  ['24h', 'shipping'],
] as const;

export function StoreHero() {
  return (
    <Hero aria-labelledby="store-title">
      <h1 id="store-title">The Merch Lair</h1>
      <p>Gear for anxious superheroes: tees, hoodies, vinyl and limited drops. Free shipping on orders over $50.</p>
      <ButtonLink to={SEARCH_PAGE_PATH}>Search the store</ButtonLink>
      <Claims>
        {CLAIMS.map(([figure, label]) => (
          <li key={label}>
            <strong>{figure}</strong>
            <span>{label}</span>
          </li>
        ))}
      </Claims>
    </Hero>
  );
}
