import { usePageMeta } from '@ps/shared/seo';
import { Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { useAuditLog } from '../../lib/admin-api/get-audit-log';
import { useListView } from '../../lib/use-list-view';
import { PageHeading } from '../../ui/page-heading';
import { PagedList } from '../../ui/paged-list';
import { Panel } from '../../ui/panel';
import { AuditFilterForm } from './audit-filter-form';
import { auditView, queryOf } from './audit-filters';
import { AuditTable } from './audit-table';

/** What staff did, newest first: filters and page live in the address, so a view can be shared. */
export function AuditLogPage() {
  usePageMeta({ title: 'Audit log · Staff console', description: 'Every staff sign-in and change.' });
  const [filters, show] = useListView(auditView);
  const log = useAuditLog(queryOf(filters));

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <AuditFilterForm filters={filters} onApply={show} />
      <Panel aria-label="Entries">
        <PagedList
          query={log}
          view={{ page: filters.page, pageSize: filters.size }}
          onView={({ page, pageSize }) => show({ page, size: pageSize })}
          sizes={auditView.sizes}
          loading={
            <div aria-busy="true">
              <VisuallyHidden role="status">Loading the audit log…</VisuallyHidden>
              <Skeleton $height="240px" />
            </div>
          }
          errorTitle="Couldn't load the audit log"
          errorMessage="We couldn't load the audit log. Please try again."
          empty="No entries match these filters."
        >
          {(data) => <AuditTable entries={data.entries} />}
        </PagedList>
      </Panel>
    </>
  );
}
