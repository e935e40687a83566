import { Link } from '@ps/shared/router';
import styled, { css } from 'styled-components';
import { media } from '@ps/shared/theme';
import { useCategories } from '../lib/catalog-api/get-categories';
import { Skeleton } from '@ps/shared/ui';

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

const tileFrame = css`
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Tile = styled(Link)`
  ${tileFrame}
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

/** A tile's box before the categories arrive: the square picture and one line of name. */
const TilePlaceholder = styled.div`
  ${tileFrame}
  > :first-child {
    height: auto;
    aspect-ratio: 1;
    border-radius: 0;
  }
  > :last-child {
    margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

export function CategoryTiles({ label = 'Shop by category' }: { label?: string }) {
  const { data: categories, isPending, isError } = useCategories();
  if (isError) return <p role="alert">Failed to fetch categories</p>;
  return (
    <Grid aria-label={label} data-testid="category-tiles">
      {isPending
        ? Array.from({ length: 6 }, (_, index) => (
            <li key={index} aria-hidden="true">
              <TilePlaceholder>
                <Skeleton />
                <Skeleton $height="1.5rem" $width="60%" />
              </TilePlaceholder>
            </li>
          ))
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
