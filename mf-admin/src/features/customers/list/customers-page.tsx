import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_CUSTOMERS_PAGE_SIZES } from '@ps/shared/console-schemas';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { useCustomers } from '../api/get-customers';
import { DownloadLink } from '../../../ui/download-link';
import { toApiQuery } from '../../../lib/list-url';
import { exportCustomersUrl, readCustomersView, writeCustomersView, type CustomersView } from '../lib/customers-url';
import { CustomersFilters } from './customers-filters';
import { CustomersTable } from './customers-table';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

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
  const [params, setParams] = useSearchParams();
  const view = readCustomersView(params);
  const query = toApiQuery(view);
  const customers = useCustomers(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = customers.data?.customers ?? [];
  const chosen = rows.filter((customer) => selected.has(customer.key)).map((customer) => customer.key);

  const show = (next: Partial<CustomersView>, keepPage = false) => {
    setSelected(new Set());
    setParams(writeCustomersView({ ...view, ...next, page: keepPage ? (next.page ?? view.page) : 1 }));
  };
  const select = (keys: string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys)
      if (on) next.add(key);
      else next.delete(key);
    setSelected(next);
  };

  let body;
  if (customers.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading customers">
        {Array.from({ length: Math.min(view.pageSize, 8) }, (_, index) => (
          <Skeleton key={index} $height="44px" />
        ))}
      </div>
    );
  } else if (customers.isError) {
    body = (
      <ErrorFallback
        title="Failed to fetch customers"
        message="We couldn't load the customers. Please try again."
        onRetry={() => void customers.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <Empty>
        <h2>No customers found</h2>
        <p>{view.kind || view.newsletter || view.q ? 'No customers match these filters.' : 'No customers yet.'}</p>
      </Empty>
    );
  } else {
    body = <CustomersTable customers={rows} selected={selected} onSelect={select} />;
  }

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
      <CustomersFilters key={view.q ?? ''} view={view} onChange={(next) => show(next)} />
      {chosen.length > 0 && (
        <BulkBar role="region" aria-label="Selected customers">
          <p>{chosen.length} selected</p>
          <DownloadLink href={exportCustomersUrl(query, chosen)}>Export selected (CSV)</DownloadLink>
          <Button $variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </BulkBar>
      )}
      <div aria-busy={customers.isPlaceholderData}>{body}</div>
      {customers.data && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={ADMIN_CUSTOMERS_PAGE_SIZES}
          total={customers.data.pagination.total}
          onPage={(page) => show({ page }, true)}
          onSize={(pageSize) => show({ pageSize })}
        />
      )}
    </AdminPage>
  );
}
