import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Skeleton } from '@ps/shared/ui';
import { useCategories } from '../lib/catalog-api/get-categories';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
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
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    transform 150ms ease,
    border-color 150ms ease;
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.color.accent};
  }
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

export function CategoryTiles({ label = 'Shop by category' }: { label?: string }) {
  const { data: categories, isPending, isError } = useCategories();
  if (isError) return <p role="alert">Failed to fetch categories</p>;
  return (
    <Grid aria-label={label} data-testid="category-tiles">
      {isPending
        ? Array.from({ length: 6 }, (_, index) => <Skeleton as="li" key={index} $height="200px" />)
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
