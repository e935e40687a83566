import styled from 'styled-components';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { DownloadLink } from '../../../ui/download-link';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingRows } from '../../../ui/loading-rows';
import { PagedList } from '../../../ui/paged-list';
import { toApiQuery } from '../../../lib/list-url';
import { useListView } from '../../../lib/use-list-view';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useCustomers } from '../api/get-customers';
import { customersView, exportCustomersUrl } from '../lib/customers-url';
import { CUSTOMERS_FILTERS } from './customers-filters';
import { ListFilterBar } from '../../../ui/list-filter-bar';
import { CustomersTable } from './customers-table';

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-weight: 700;
  }
`;

/** Accounts and guest buyers, one row per e-mail; filters, sort and page live in the address. */
export function CustomersPage() {
  usePageMeta({ title: 'Customers · Staff console', description: 'Accounts and guest buyers, grouped by e-mail.' });
  const selection = useRowSelection<string>();
  const [view, show] = useListView(customersView, selection.clear);
  const query = toApiQuery(view);
  const customers = useCustomers(query);
  const rows = customers.data?.customers ?? [];
  const chosen = rows.filter((customer) => selection.selected.has(customer.key)).map((customer) => customer.key);
  const filtered = Boolean(view.kind || view.newsletter || view.q);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Customers</h1>
        <div>
          <Button $variant="secondary" onClick={() => void customers.refetch()} disabled={customers.isFetching}>
            {customers.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
          <DownloadLink href={exportCustomersUrl(query)}>Export CSV</DownloadLink>
        </div>
      </PageHeader>
      <ListFilterBar key={view.q ?? ''} view={view} onChange={show} {...CUSTOMERS_FILTERS} />
      {chosen.length > 0 && (
        <BulkBar role="region" aria-label="Selected customers">
          <p>{chosen.length} selected</p>
          <DownloadLink href={exportCustomersUrl(query, chosen)}>Export selected (CSV)</DownloadLink>
          <Button $variant="ghost" onClick={selection.clear}>
            Clear selection
          </Button>
        </BulkBar>
      )}
      <PagedList
        query={customers}
        view={view}
        onView={show}
        sizes={customersView.sizes}
        loading={<LoadingRows label="Loading customers" count={Math.min(view.pageSize, 8)} height="44px" />}
        errorTitle="Failed to fetch customers"
        errorMessage="We couldn't load the customers. Please try again."
        empty={
          <EmptyState title="No customers found">
            {filtered ? 'No customers match these filters.' : 'No customers yet.'}
          </EmptyState>
        }
      >
        {(data) => <CustomersTable customers={data.customers} selection={selection} />}
      </PagedList>
    </AdminPage>
  );
}
