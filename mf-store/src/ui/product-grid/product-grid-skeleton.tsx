import type { GridView } from './card-frame';
import { GridList } from './grid-list';
import { ProductCardSkeleton } from './product-card-skeleton';

interface Props {
  view?: GridView;
  label: string;
  /** How many cards to hold room for: as many as the grid is expected to show, so the page below does not move. */
  count: number;
}

export function ProductGridSkeleton({ view = 'grid', label, count }: Props) {
  return (
    <GridList $view={view} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="product-skeleton">
          <ProductCardSkeleton view={view} />
        </li>
      ))}
    </GridList>
  );
}
