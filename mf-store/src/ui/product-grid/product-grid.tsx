import styled from 'styled-components';
import type { Product } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import type { GridView } from './card-frame';
import { GridList } from './grid-list';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';

export const SKELETON_CARDS = 8;
/** Cards in the widest grid's first row: at the top of a page, these are in the first screen. */
export const FIRST_ROW_CARDS = 4;

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
  /** Placeholder cards while pending; the number of products the grid will most likely show. */
  placeholders?: number;
  /** How many leading cards are in the first screen: their images load eagerly and first (largest paint). */
  priorityCount?: number;
}

export function ProductGrid({
  products,
  isPending,
  error,
  onRetry,
  view = 'grid',
  label,
  emptyTitle = 'No products found',
  placeholders = SKELETON_CARDS,
  priorityCount = 0,
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
  if (isPending) return <ProductGridSkeleton view={view} label={label} count={placeholders} />;
  if (products.length === 0) {
    return (
      <State>
        <h3>{emptyTitle}</h3>
        <p>Try adjusting your filters or search terms.</p>
      </State>
    );
  }
  return (
    <GridList $view={view} aria-label={label} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} priority={index < priorityCount} />
        </li>
      ))}
    </GridList>
  );
}
