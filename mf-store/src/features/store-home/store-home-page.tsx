import { Link } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { usePublicSettings } from '@ps/shared/support';
import { Container, LazyHydration } from '@ps/shared/ui';
import { useFeaturedProducts } from '../../lib/catalog-api/get-featured-products';
import { CategoryTiles } from '../../ui/category-tiles';
import { FilterSidebar, useFilteredProductPages } from '../../ui/filters';
import { FIRST_ROW_CARDS, LoadMore, ProductGrid } from '../../ui/product-grid';
import { Section, WithSidebar } from '../../ui/section';
import { freeShippingSentence } from '../../lib/shipping-promise/free-shipping-sentence';
import { StoreHero } from './store-hero';

export const STORE_PAGE_SIZE = 12;
export const FEATURED_COUNT = 6;

export function StoreHomePage() {
  const { filters, setFilters, pages: all } = useFilteredProductPages((chosen) => chosen, STORE_PAGE_SIZE);
  const featured = useFeaturedProducts(FEATURED_COUNT);
  const threshold = usePublicSettings().data?.freeShippingThreshold;
  usePageMeta({
    title: 'Official Merch Store',
    description:
      `Official Panic Squad merch: tees, hoodies, vinyl, posters and limited editions. ${freeShippingSentence(threshold)}`.trim(),
    canonicalPath: '/store',
  });

  return (
    <main>
      <Container>
        {/* Copy and links stay the server's markup until used; grids hydrate as they are seen (decision 050). */}
        <LazyHydration hydrateOn="interaction">
          <StoreHero pageSize={STORE_PAGE_SIZE} />
        </LazyHydration>
        <LazyHydration hydrateOn="visible">
          <Section aria-labelledby="featured-heading">
            <h2 id="featured-heading">Featured</h2>
            <ProductGrid
              label="Featured products"
              products={featured.data ?? []}
              isPending={featured.isPending}
              error={featured.error}
              onRetry={() => void featured.refetch()}
              placeholders={FEATURED_COUNT}
              priorityCount={FIRST_ROW_CARDS}
            />
          </Section>
        </LazyHydration>
        <LazyHydration hydrateOn="interaction">
          <Section aria-labelledby="categories-heading">
            <h2 id="categories-heading">Shop by category</h2>
            <CategoryTiles />
          </Section>
        </LazyHydration>
        <LazyHydration hydrateOn="visible">
          <Section aria-labelledby="all-heading">
            <h2 id="all-heading">All products</h2>
            <WithSidebar>
              <FilterSidebar filters={filters} onChange={setFilters} />
              <div>
                <ProductGrid
                  label="All products"
                  products={all.products}
                  isPending={all.isPending}
                  error={all.error}
                  onRetry={() => void all.refetch()}
                />
                <LoadMore
                  shown={all.products.length}
                  total={all.total}
                  hasMore={all.hasNextPage}
                  isLoading={all.isFetchingNextPage}
                  onLoadMore={() => void all.fetchNextPage()}
                />
              </div>
            </WithSidebar>
          </Section>
        </LazyHydration>
        <LazyHydration hydrateOn="interaction">
          <Section aria-labelledby="newsletter-heading">
            <h2 id="newsletter-heading">Never miss a drop</h2>
            <p>
              Limited runs sell out fast. <Link to="/#contact">Join the newsletter</Link> and hear about them first.
            </p>
          </Section>
        </LazyHydration>
      </Container>
    </main>
  );
}
