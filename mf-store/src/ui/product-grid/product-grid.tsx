import styled, { css } from 'styled-components';
import type { Product } from '@ps/shared/schemas';
import { media } from '@ps/shared/theme';
import { Button, Skeleton } from '@ps/shared/ui';
import { ProductCard, type GridView } from './product-card';

export const SKELETON_CARDS = 8;

const List = styled.ul<{ $view: GridView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ $view }) =>
    $view === 'grid' &&
    css`
      ${media.sm} {
        grid-template-columns: repeat(2, 1fr);
      }
      ${media.md} {
        grid-template-columns: repeat(2, 1fr);
      }
      ${media.lg} {
        grid-template-columns: repeat(3, 1fr);
      }
      ${media.xl} {
        grid-template-columns: repeat(4, 1fr);
      }
    `}
`;

const State = styled.div`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.75rem;
  }
`;

interface Props {
  products: Product[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  view?: GridView;
  label: string;
  emptyTitle?: string;
}

export function ProductGrid({
  products,
  isPending,
  error,
  onRetry,
  view = 'grid',
  label,
  emptyTitle = 'No products found',
}: Props) {
  if (error) {
    return (
      <State role="alert">
        <h3>Failed to load products</h3>
        <p>{error.message || 'Something went wrong while loading products.'}</p>
        <Button onClick={onRetry}>Try Again</Button>
      </State>
    );
  }
  if (isPending) {
    return (
      <List $view={view} aria-label={label} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton as="li" key={index} $height="320px" data-testid="product-skeleton" />
        ))}
      </List>
    );
  }
  if (products.length === 0) {
    return (
      <State>
        <h3>{emptyTitle}</h3>
        <p>Try adjusting your filters or search terms.</p>
      </State>
    );
  }
  return (
    <List $view={view} aria-label={label} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} />
        </li>
      ))}
    </List>
  );
}
