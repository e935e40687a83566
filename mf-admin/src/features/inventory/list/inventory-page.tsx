import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_ORDERS_PAGE_SIZES, type InventoryItem } from '@ps/shared/console-schemas';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback, Skeleton, toast } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { money } from '../../../ui/format';
import { Pager } from '../../../ui/pager';
import { StatGrid } from '../../../ui/stat-grid';
import { useSyncInventory } from '../api/change-inventory';
import { exportInventoryUrl, useInventory } from '../api/get-inventory';
import { BulkStockDialog } from '../dialogs/bulk-stock-dialog';
import { UpdateStockDialog } from '../dialogs/update-stock-dialog';
import { toApiQuery } from '../../../lib/list-url';
import { readInventoryView, writeInventoryView, type InventoryView } from '../lib/inventory-url';
import { InventoryFilters } from './inventory-filters';
import { InventoryTable } from './inventory-table';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
    text-decoration: none;
  }
`;

type BulkMode = 'restock' | 'thresholds';

export function InventoryPage() {
  usePageMeta({ title: 'Inventory · Staff console', description: 'Stock per variant, restocks and thresholds.' });
  const [params, setParams] = useSearchParams();
  const view = readInventoryView(params);
  const query = toApiQuery(view);
  const inventory = useInventory(query);
  const sync = useSyncInventory();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<InventoryItem | null>(null);
  const [bulk, setBulk] = useState<BulkMode | null>(null);
  const items = inventory.data?.items ?? [];
  const summary = inventory.data?.summary;

  const show = (next: Partial<InventoryView>, keepPage = false) => {
    setSelected(new Set());
    setParams(writeInventoryView({ ...view, ...next, page: keepPage ? (next.page ?? view.page) : 1 }));
  };
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelected(next);
  };
  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: ({ changed }) =>
        toast({ title: `Reserved stock synced: ${changed} ${changed === 1 ? 'variant' : 'variants'} changed` }),
      onError: () => toast({ title: 'Could not sync inventory', variant: 'destructive' }),
    });

  return (
    <AdminPage>
      <PageHeader>
        <h1>Inventory</h1>
        <Actions>
          <Button $variant="secondary" onClick={runSync} disabled={sync.isPending}>
            {sync.isPending ? 'Syncing…' : 'Sync Inventory'}
          </Button>
          <a href={exportInventoryUrl(query)} download>
            Export Report
          </a>
        </Actions>
      </PageHeader>
      <StatGrid
        label="Stock figures"
        stats={[
          ['Variants', summary && String(summary.variants)],
          ['In stock', summary && String(summary.inStock)],
          ['Low stock', summary && String(summary.lowStock)],
          ['Out of stock', summary && String(summary.outOfStock)],
          ['Inventory value', summary && money(summary.inventoryValue)],
        ]}
      />
      <InventoryFilters key={view.q ?? ''} view={view} onChange={(next) => show(next)} />
      {selected.size > 0 && (
        <Actions role="group" aria-label={`${selected.size} selected`}>
          <Button onClick={() => setBulk('restock')}>Bulk Restock ({selected.size})</Button>
          <Button $variant="secondary" onClick={() => setBulk('thresholds')}>
            Update Thresholds
          </Button>
        </Actions>
      )}
      {inventory.isPending ? (
        <Skeleton $height="20rem" />
      ) : inventory.isError ? (
        <ErrorFallback
          title="Failed to fetch inventory"
          message="We couldn't load the stock figures. Please try again."
          onRetry={() => void inventory.refetch()}
        />
      ) : items.length === 0 ? (
        <Empty>
          <h2>No variants found</h2>
          <p>{view.status || view.q ? 'No variants match these filters.' : 'No products have variants yet.'}</p>
        </Empty>
      ) : (
        <InventoryTable items={items} selected={selected} onSelect={select} onUpdate={setEditing} />
      )}
      {inventory.data && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={ADMIN_ORDERS_PAGE_SIZES}
          total={inventory.data.pagination.total}
          onPage={(page) => show({ page }, true)}
          onSize={(pageSize) => show({ pageSize })}
        />
      )}
      {editing && <UpdateStockDialog item={editing} onClose={() => setEditing(null)} />}
      {bulk && (
        <BulkStockDialog
          mode={bulk}
          variantIds={[...selected]}
          onClose={() => {
            setBulk(null);
            setSelected(new Set());
          }}
        />
      )}
    </AdminPage>
  );
}
