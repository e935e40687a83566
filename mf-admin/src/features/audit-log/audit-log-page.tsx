import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { useAuditLog } from '../../lib/admin-api/get-audit-log';
import { PageHeading } from '../../ui/page-heading';
import { Pager } from '../../ui/pager';
import { Panel } from '../../ui/panel';
import { AuditFilterForm } from './audit-filter-form';
import { AUDIT_PAGE_SIZES, filtersFrom, queryOf, searchOf, type AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** What staff did, newest first: filters and page live in the address, so a view can be shared. */
export function AuditLogPage() {
  usePageMeta({ title: 'Audit log · Staff console', description: 'Every staff sign-in and change.' });
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const log = useAuditLog(queryOf(filters));
  const show = (next: AuditFilters) => setSearch(searchOf(next));

  let body;
  if (log.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the audit log"
        message={log.error.message}
        onRetry={() => void log.refetch()}
      />
    );
  } else if (!log.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the audit log…</VisuallyHidden>
        <Skeleton $height="240px" />
      </div>
    );
  } else if (log.data.entries.length === 0) {
    body = <p>No entries match these filters.</p>;
  } else {
    body = (
      <div aria-busy={log.isPlaceholderData}>
        <AuditTable entries={log.data.entries} />
        <Pager
          page={filters.page}
          size={filters.size}
          sizes={AUDIT_PAGE_SIZES}
          total={log.data.pagination.total}
          onPage={(page) => show({ ...filters, page })}
          onSize={(size) => show({ ...filters, size, page: 1 })}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <AuditFilterForm filters={filters} onApply={show} />
      <Panel aria-label="Entries">{body}</Panel>
    </>
  );
}
