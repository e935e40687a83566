import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import { ListFilterBar } from '../../../ui/list-filter-bar';
import { LoadingRows } from '../../../ui/loading-rows';
import { PagedList } from '../../../ui/paged-list';
import { toApiQuery } from '../../../lib/list-url';
import { useListView } from '../../../lib/use-list-view';
import { useReturns } from '../api/get-returns';
import { returnsView } from '../lib/returns-url';
import { ReturnsTable } from './returns-table';

/** Customers' returns and exchanges, newest first; open one to approve, refuse, receive, refund or send. */
export function ReturnsPage() {
  usePageMeta({
    title: 'Returns · Staff console',
    description: 'Returns and exchanges customers asked for, and where each one stands.',
  });
  const [view, show] = useListView(returnsView);
  const returns = useReturns(toApiQuery(view));
  return (
    <AdminPage>
      <PageHeader>
        <h1>Returns</h1>
      </PageHeader>
      <p>
        Customers ask from their order page within the returns window. Approve or refuse each request, mark the parcel
        received, then refund what came back good or send the exchange’s replacement.
      </p>
      <ListFilterBar
        view={view}
        onChange={show}
        search={{ key: 'q', label: 'Search returns', placeholder: 'Order number or e-mail' }}
        choices={[
          {
            key: 'status',
            label: 'Status',
            anyLabel: 'All statuses',
            choices: RETURN_STATUSES,
            names: RETURN_STATUS_LABELS,
          },
        ]}
      />
      <PagedList
        query={returns}
        view={view}
        onView={show}
        sizes={returnsView.sizes}
        loading={<LoadingRows label="Loading returns" count={5} height="44px" />}
        errorTitle="Failed to fetch returns"
        errorMessage="We couldn't load the returns. Please try again."
        empty={
          <EmptyState title="No returns found">
            {view.status || view.q
              ? 'No request matches these filters.'
              : 'No customer has asked for a return or an exchange yet.'}
          </EmptyState>
        }
      >
        {(data) => <ReturnsTable returns={data.returns} />}
      </PagedList>
    </AdminPage>
  );
}
