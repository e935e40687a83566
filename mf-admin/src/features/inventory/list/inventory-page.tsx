import { useState } from 'react';
import styled from 'styled-components';
import type { InventoryItem } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button, Skeleton, toast } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { money } from '../../../ui/format';
import { EmptyState } from '../../../ui/empty-state';
import { PagedList } from '../../../ui/paged-list';
import { StatGrid } from '../../../ui/stat-grid';
import { useSyncInventory } from '../api/change-inventory';
import { exportInventoryUrl, useInventory } from '../api/get-inventory';
import { BulkStockDialog } from '../dialogs/bulk-stock-dialog';
import { UpdateStockDialog } from '../dialogs/update-stock-dialog';
import { toApiQuery } from '../../../lib/list-url';
import { useListView } from '../../../lib/use-list-view';
import { useRowSelection } from '../../../lib/use-row-selection';
import { inventoryView } from '../lib/inventory-url';
import { INVENTORY_FILTERS } from './inventory-filters';
import { ListFilterBar } from '../../../ui/list-filter-bar';
import { InventoryTable } from './inventory-table';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type BulkMode = 'restock' | 'thresholds';

export function InventoryPage() {
  usePageMeta({ title: 'Inventory · Staff console', description: 'Stock per variant, restocks and thresholds.' });
  const selection = useRowSelection<number>();
  const [view, show] = useListView(inventoryView, selection.clear);
  const query = toApiQuery(view);
  const inventory = useInventory(query);
  const sync = useSyncInventory();
  const { selected } = selection;
  const [editing, setEditing] = useState<InventoryItem | null>(null);
  const [bulk, setBulk] = useState<BulkMode | null>(null);
  const summary = inventory.data?.summary;

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
          <Button as="a" $variant="secondary" href={exportInventoryUrl(query)} download>
            Export Report
          </Button>
        </Actions>
      </PageHeader>
      <p>
        Stock per variant: restock, set low-stock thresholds and export the report. Waiting counts the fans who asked to
        be e-mailed when a sold-out variant is back; the restock that takes it above zero mails them, oldest first.
      </p>
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
      <ListFilterBar key={view.q ?? ''} view={view} onChange={show} {...INVENTORY_FILTERS} />
      {selected.size > 0 && (
        <Actions role="group" aria-label={`${selected.size} selected`}>
          <Button onClick={() => setBulk('restock')}>Bulk Restock ({selected.size})</Button>
          <Button $variant="secondary" onClick={() => setBulk('thresholds')}>
            Update Thresholds
          </Button>
        </Actions>
      )}
      <PagedList
        query={inventory}
        view={view}
        onView={show}
        sizes={inventoryView.sizes}
        loading={<Skeleton $height="20rem" />}
        errorTitle="Failed to fetch inventory"
        errorMessage="We couldn't load the stock figures. Please try again."
        empty={
          <EmptyState title="No variants found">
            {view.status || view.q ? 'No variants match these filters.' : 'No products have variants yet.'}
          </EmptyState>
        }
      >
        {(data) => <InventoryTable items={data.items} selection={selection} onUpdate={setEditing} />}
      </PagedList>
      {editing && <UpdateStockDialog item={editing} onClose={() => setEditing(null)} />}
      {bulk && (
        <BulkStockDialog
          mode={bulk}
          variantIds={[...selected]}
          onClose={() => {
            setBulk(null);
            selection.clear();
          }}
        />
      )}
    </AdminPage>
  );
}
