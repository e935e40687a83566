import styled from 'styled-components';
import { Container } from '@ps/shared/ui';
import { CategoryTiles } from '../catalog/components/category-tiles';
import { ProductList } from '../catalog/components/product-list';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
  h2 {
    font-size: 2rem;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  font-size: clamp(2.5rem, 7vw, 4rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;

export function StoreHomePage() {
  return (
    <main>
      <Container>
        <Title>The Merch Lair</Title>
        <p>Gear for anxious superheroes. Free shipping over $50.</p>
        <Section aria-labelledby="categories-heading">
          <h2 id="categories-heading">Shop by category</h2>
          <CategoryTiles />
        </Section>
        <Section aria-labelledby="products-heading">
          <h2 id="products-heading">All products</h2>
          <ProductList />
        </Section>
      </Container>
    </main>
  );
}
