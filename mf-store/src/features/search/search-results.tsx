import { FilterSidebar, useFilteredProductPages } from '../../ui/filters';
import { FIRST_ROW_CARDS, LoadMore, ProductGrid } from '../../ui/product-grid';
import { Section, WithSidebar } from '../../ui/section';

export const SEARCH_PAGE_SIZE = 20;

export function SearchResults({ query }: { query: string }) {
  const { filters, setFilters, pages } = useFilteredProductPages(
    (chosen) => ({ ...chosen, search: query, sort: chosen.sort ?? 'relevance' }),
    SEARCH_PAGE_SIZE,
  );
  return (
    <Section aria-labelledby="results-heading">
      <h2 id="results-heading">
        Results for “{query}”{pages.isSuccess && ` (${pages.total})`}
      </h2>
      <WithSidebar>
        <FilterSidebar filters={filters} onChange={(next) => setFilters({ ...next, search: query })} withRelevance />
        <div>
          <ProductGrid
            label="Search results"
            emptyTitle="No results found"
            products={pages.products}
            isPending={pages.isPending}
            error={pages.error}
            onRetry={() => void pages.refetch()}
            priorityCount={FIRST_ROW_CARDS}
          />
          <LoadMore
            label="Load More Results"
            shown={pages.products.length}
            total={pages.total}
            hasMore={pages.hasNextPage}
            isLoading={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        </div>
      </WithSidebar>
    </Section>
  );
}
