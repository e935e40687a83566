import { VisuallyHidden } from '@ps/shared/ui';
import { FilterSidebar, useFilteredProductPages } from '../../ui/filters';
import { FIRST_ROW_CARDS, LoadMore, ProductGrid, type GridView } from '../../ui/product-grid';
import { WithSidebar } from '../../ui/section';

export const CATEGORY_PAGE_SIZE = 20;

interface Props {
  slug: string;
  name: string;
  view: GridView;
}

export function CategoryProducts({ slug, name, view }: Props) {
  const { filters, setFilters, pages } = useFilteredProductPages(
    (chosen) => ({ ...chosen, category: slug }),
    CATEGORY_PAGE_SIZE,
  );
  return (
    <WithSidebar>
      <FilterSidebar filters={filters} onChange={setFilters} showCategory={false} />
      <div>
        {/* The cards' names are h3s: this keeps the outline h1, h2, h3 without repeating the header on screen. */}
        <VisuallyHidden as="h2">{name} products</VisuallyHidden>
        <ProductGrid
          label="Products in this category"
          view={view}
          products={pages.products}
          isPending={pages.isPending}
          error={pages.error}
          onRetry={() => void pages.refetch()}
          priorityCount={FIRST_ROW_CARDS}
        />
        <LoadMore
          shown={pages.products.length}
          total={pages.total}
          hasMore={pages.hasNextPage}
          isLoading={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      </div>
    </WithSidebar>
  );
}
