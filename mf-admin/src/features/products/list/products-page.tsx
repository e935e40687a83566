import { useState } from 'react';
import styled from 'styled-components';
import type { AdminProduct } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink, Skeleton } from '@ps/shared/ui';
import { useListView } from '../../../lib/use-list-view';
import { useRowSelection } from '../../../lib/use-row-selection';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import { PagedList } from '../../../ui/paged-list';
import { useAdminProducts } from '../api/get-admin-products';
import { productsView, toProductsQuery } from '../lib/products-url';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductStatCards } from './product-stat-cards';
import { ProductsBulkBar } from './products-bulk-bar';
import { PRODUCTS_FILTERS } from './products-filters';
import { ListFilterBar } from '../../../ui/list-filter-bar';
import { ProductsTable } from './products-table';

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.bg};
  font-weight: 700;
  text-decoration: none;
`;

export function ProductsPage() {
  usePageMeta({ title: 'Products · Staff console', description: 'The catalog the store shows.' });
  const selection = useRowSelection<number>();
  const [view, show] = useListView(productsView, selection.clear);
  const products = useAdminProducts(toProductsQuery(view));
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Products</h1>
        <div>
          <Button as="a" $variant="secondary" href="/api/admin/products/export" download>
            Export CSV
          </Button>
          <ButtonLink to="/admin/products/import" $variant="secondary">
            Import CSV
          </ButtonLink>
          <ActionLink to="/admin/products/new">Add Product</ActionLink>
        </div>
      </PageHeader>
      <ProductStatCards summary={products.data?.summary} />
      <ListFilterBar key={view.search ?? ''} view={view} onChange={show} {...PRODUCTS_FILTERS} />
      {selection.selected.size > 0 && <ProductsBulkBar ids={[...selection.selected]} onDone={selection.clear} />}
      <PagedList
        query={products}
        view={view}
        onView={show}
        sizes={productsView.sizes}
        loading={<Skeleton $height="320px" />}
        errorTitle="Failed to fetch products"
        errorMessage="We couldn't load the products. Please try again."
        empty={
          <EmptyState title="No products found">
            {view.search || view.status ? 'No products match these filters.' : 'Add the first product.'}
          </EmptyState>
        }
      >
        {(data) => <ProductsTable products={data.products} selection={selection} onDelete={setDeleting} />}
      </PagedList>
      {deleting && <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />}
    </AdminPage>
  );
}
