import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { adminProductStatuses, type AdminProduct, type AdminProductsQuery } from '@ps/shared/console-schemas';
import { Link, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink, ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { useAdminProducts } from '../api/get-admin-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductStatCards } from './product-stat-cards';
import { ProductsBulkBar } from './products-bulk-bar';
import { ProductsTable } from './products-table';

const PAGE_SIZES = [10, 20, 50, 100] as const;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  input,
  select {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`;

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

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function readView(params: URLSearchParams) {
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : 20;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const status = adminProductStatuses.find((candidate) => candidate === params.get('status'));
  return { search: params.get('search') ?? '', status, page, pageSize };
}

export function ProductsPage() {
  usePageMeta({ title: 'Products · Staff console', description: 'The catalog the store shows.' });
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const query: AdminProductsQuery = {
    search: view.search || undefined,
    status: view.status,
    limit: view.pageSize,
    offset: (view.page - 1) * view.pageSize,
  };
  const products = useAdminProducts(query);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const rows = useMemo(() => products.data?.products ?? [], [products.data]);

  const show = (next: Partial<typeof view>) => {
    setSelectedIds(new Set());
    const merged = { ...view, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('search', merged.search);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.pageSize !== 20) search.set('pageSize', String(merged.pageSize));
    setParams(search);
  };
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelectedIds(next);
  };

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
      <Filters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          show({ search: String(data.get('search') ?? '').trim() });
        }}
      >
        <label>
          Search
          <input name="search" type="search" defaultValue={view.search} placeholder="Name, slug or SKU" />
        </label>
        <label>
          Status
          <select
            value={view.status ?? ''}
            onChange={(event) => show({ status: adminProductStatuses.find((s) => s === event.target.value) })}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
            <option value="featured">Featured</option>
          </select>
        </label>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </Filters>
      {selectedIds.size > 0 && <ProductsBulkBar ids={[...selectedIds]} onDone={() => setSelectedIds(new Set())} />}
      {products.isPending ? (
        <Skeleton $height="320px" />
      ) : products.isError ? (
        <ErrorFallback
          title="Failed to fetch products"
          message="We couldn't load the products. Please try again."
          onRetry={() => void products.refetch()}
        />
      ) : rows.length === 0 ? (
        <Empty>
          <h2>No products found</h2>
          <p>{view.search || view.status ? 'No products match these filters.' : 'Add the first product.'}</p>
        </Empty>
      ) : (
        <ProductsTable products={rows} selected={selectedIds} onSelect={select} onDelete={setDeleting} />
      )}
      {products.data && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={PAGE_SIZES}
          total={products.data.pagination.total}
          onPage={(page) => show({ page })}
          onSize={(pageSize) => show({ pageSize })}
        />
      )}
      {deleting && <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />}
    </AdminPage>
  );
}
