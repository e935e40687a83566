import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Skeleton } from '@ps/shared/ui';
import { useCategories } from '../api/get-categories';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, 1fr);
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(6, 1fr);
  }
`;

const Tile = styled(Link)`
  display: block;
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
  span {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 400;
  }
`;

export function CategoryTiles() {
  const { data: categories, isPending, isError } = useCategories();
  if (isError) return <p role="alert">Failed to fetch categories</p>;
  return (
    <Grid aria-label="Shop by category" data-testid="category-tiles">
      {isPending
        ? Array.from({ length: 6 }, (_, i) => <Skeleton as="li" key={i} $height="180px" />)
        : categories.map((category) => (
            <li key={category.id}>
              <Tile to={`/store/category/${category.slug}`}>
                {category.imageUrl && <img src={category.imageUrl} alt="" width={200} height={200} loading="lazy" />}
                <span>
                  {category.name} <small>({category.productCount ?? 0})</small>
                </span>
              </Tile>
            </li>
          ))}
    </Grid>
  );
}
