import type { ComponentProps } from 'react';
import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { CategoryPage } from './features/category/category-page';
import { BackInStockForm } from './features/product-detail/back-in-stock/back-in-stock-form';
import { ServerBackInStockForm } from './features/product-detail/back-in-stock/back-in-stock-slot';
import { ProductPage } from './features/product-detail/product-page';
import { RelatedProducts } from './features/product-detail/related-products';
import { ServerRelatedProducts } from './features/product-detail/related-section';
import { SearchPage } from './features/search/search-page';
import { StoreHomePage } from './features/store-home/store-home-page';
import { StoreRouteTable, type StorePages } from './route-table';

/** The server draws in one pass, so its build holds every page instead of loading them on demand. */
const pages: StorePages = { home: StoreHomePage, search: SearchPage, category: CategoryPage, product: ProductPage };

const drawRelatedProducts = (productId: number) => <RelatedProducts productId={productId} />;
const drawBackInStockForm = (props: ComponentProps<typeof BackInStockForm>) => <BackInStockForm {...props} />;

function ServerRouteTable() {
  return (
    <ServerRelatedProducts.Provider value={drawRelatedProducts}>
      <ServerBackInStockForm.Provider value={drawBackInStockForm}>
        <StoreRouteTable pages={pages} />
      </ServerBackInStockForm.Provider>
    </ServerRelatedProducts.Provider>
  );
}

/** The store's first screens for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_store',
  build: APP_BUILD_ID,
  RouteTable: ServerRouteTable,
  rootName: 'mf-store',
});
