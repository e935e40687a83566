import { useState } from 'react';
import styled from 'styled-components';
import { TOUR_LIST_WHEN, type AdminTourDate, type TourListWhen } from '@ps/shared/schemas';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback, Skeleton } from '@ps/shared/ui';
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  listPageParams,
  oneOf,
  readListPage,
  toApiQuery,
  toSearchParams,
  type ListPage,
} from '../../lib/list-url';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { DataTable } from '../../ui/data-table';
import { FilterBar, SortSelect } from '../../ui/list-filters';
import { Pager } from '../../ui/pager';
import { useAdminTourDates } from './tour-api';
import { TourRow } from './tour-row';
import { AnnounceDialog } from './announce-dialog';
import { CancelDialog } from './cancel-dialog';
import { TourDialog } from './tour-dialog';

/** One select: a full-width row would be a long empty field at 1280 px. */
const WhenFilter = styled(FilterBar)`
  max-width: 320px;
`;

const WHEN_NAMES: Record<TourListWhen, string> = {
  upcoming: 'To come (soonest first)',
  played: 'Played (latest first)',
  all: 'All (by date)',
};

const EMPTY: Record<TourListWhen, string> = {
  upcoming: "No shows to come. Add one and it appears in the landing page's tour section.",
  played: 'No show has been played yet.',
  all: "No shows yet. Add one and it appears in the landing page's tour section.",
};

type TourView = ListPage & { when: TourListWhen };

const readView = (search: URLSearchParams): TourView => ({
  ...readListPage(search, LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE),
  when: oneOf(TOUR_LIST_WHEN, search.get('when')) ?? 'upcoming',
});

export function TourPage() {
  usePageMeta({ title: 'Tour · Staff console', description: "The band's shows on the landing page." });
  const [search, setSearch] = useSearchParams();
  const view = readView(search);
  const goTo = (next: TourView) =>
    setSearch(
      toSearchParams({
        when: next.when === 'upcoming' ? undefined : next.when,
        ...listPageParams(next, DEFAULT_LIST_PAGE_SIZE),
      }),
    );
  const tourDates = useAdminTourDates(toApiQuery(view));
  const [editing, setEditing] = useState<AdminTourDate | 'new' | null>(null);
  const [announcing, setAnnouncing] = useState<AdminTourDate | null>(null);
  const [cancelling, setCancelling] = useState<AdminTourDate | null>(null);
  const rows = tourDates.data?.tourDates ?? [];

  return (
    <AdminPage>
      <PageHeader>
        <h1>Tour</h1>
        <Button onClick={() => setEditing('new')}>Add show</Button>
      </PageHeader>
      <WhenFilter>
        <SortSelect
          label="Shows"
          choices={TOUR_LIST_WHEN}
          names={WHEN_NAMES}
          value={view.when}
          onChange={(when) => goTo({ ...view, when, page: 1 })}
        />
      </WhenFilter>
      {tourDates.isPending ? (
        <Skeleton $height="12rem" />
      ) : tourDates.isError ? (
        <ErrorFallback
          title="Failed to fetch the tour"
          message="We couldn't load the shows. Please try again."
          onRetry={() => void tourDates.refetch()}
        />
      ) : tourDates.data.pagination.total === 0 ? (
        <p>{EMPTY[view.when]}</p>
      ) : (
        <DataTable aria-label="Shows">
          <thead>
            <tr>
              <th scope="col">Date (venue time)</th>
              <th scope="col">City</th>
              <th scope="col">Venue</th>
              <th scope="col">Tickets left</th>
              <th scope="col">Status</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((show) => (
              <TourRow
                key={show.id}
                show={show}
                onEdit={setEditing}
                onAnnounce={setAnnouncing}
                onCancel={setCancelling}
              />
            ))}
          </tbody>
        </DataTable>
      )}
      {tourDates.data && tourDates.data.pagination.total > 0 && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={LIST_PAGE_SIZES}
          total={tourDates.data.pagination.total}
          onPage={(page) => goTo({ ...view, page })}
          onSize={(pageSize) => goTo({ ...view, page: 1, pageSize })}
        />
      )}
      {announcing && <AnnounceDialog show={announcing} onClose={() => setAnnouncing(null)} />}
      {cancelling && <CancelDialog show={cancelling} onClose={() => setCancelling(null)} />}
      {editing && <TourDialog show={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
