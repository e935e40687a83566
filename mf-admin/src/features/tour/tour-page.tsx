import { useState } from 'react';
import { TOUR_LIST_WHEN, type AdminTourDate, type TourListWhen } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useChoiceListView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { ChoiceBar } from '../../ui/list-filters';
import { PagedList } from '../../ui/paged-list';
import { useAdminTourDates } from './api/tour-api';
import { TourRow } from './tour-row';
import { AnnounceDialog } from './announce-dialog';
import { CancelDialog } from './cancel-dialog';
import { TourDialog } from './tour-dialog';
import { ListTable } from '../../ui/list-table';

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

export function TourPage() {
  usePageMeta({ title: 'Tour · Staff console', description: "The band's shows on the landing page." });
  const [view, goTo] = useChoiceListView('when', TOUR_LIST_WHEN, 'upcoming');
  const tourDates = useAdminTourDates(toApiQuery(view));
  const [editing, setEditing] = useState<AdminTourDate | 'new' | null>(null);
  const [announcing, setAnnouncing] = useState<AdminTourDate | null>(null);
  const [cancelling, setCancelling] = useState<AdminTourDate | null>(null);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Tour</h1>
        <Button onClick={() => setEditing('new')}>Add show</Button>
      </PageHeader>
      <ChoiceBar
        label="Shows"
        choices={TOUR_LIST_WHEN}
        names={WHEN_NAMES}
        value={view.when}
        onChange={(when) => goTo({ ...view, when, page: 1 })}
      />
      <PagedList
        query={tourDates}
        view={view}
        onView={goTo}
        errorTitle="Failed to fetch the tour"
        errorMessage="We couldn't load the shows. Please try again."
        empty={EMPTY[view.when]}
      >
        {(data) => (
          <ListTable label="Shows" columns={['Date (venue time)', 'City', 'Venue', 'Tickets left', 'Status']} blankLast>
            {data.tourDates.map((show) => (
              <TourRow
                key={show.id}
                show={show}
                onEdit={setEditing}
                onAnnounce={setAnnouncing}
                onCancel={setCancelling}
              />
            ))}
          </ListTable>
        )}
      </PagedList>
      {announcing && <AnnounceDialog show={announcing} onClose={() => setAnnouncing(null)} />}
      {cancelling && <CancelDialog show={cancelling} onClose={() => setCancelling(null)} />}
      {editing && <TourDialog show={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
