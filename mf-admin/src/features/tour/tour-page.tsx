import { useState } from 'react';
import { TOUR_LIST_WHEN, type AdminTourDate, type TourListWhen } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useChoiceListView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { ChoicePagedList, type ListChoice } from '../../ui/choice-paged-list';
import { useAdminTourDates } from './api/tour-api';
import { TourRow } from './tour-row';
import { AnnounceDialog } from './announce-dialog';
import { CancelDialog } from './cancel-dialog';
import { TourDialog } from './tour-dialog';
import { ListTable } from '../../ui/list-table';

const SHOWS: ListChoice<'when', TourListWhen> = {
  key: 'when',
  label: 'Shows',
  choices: TOUR_LIST_WHEN,
  names: { upcoming: 'To come (soonest first)', played: 'Played (latest first)', all: 'All (by date)' },
  empty: {
    upcoming: "No shows to come. Add one and it appears in the landing page's tour section.",
    played: 'No show has been played yet.',
    all: "No shows yet. Add one and it appears in the landing page's tour section.",
  },
  failure: { title: 'Failed to fetch the tour', message: "We couldn't load the shows. Please try again." },
};

export function TourPage() {
  usePageMeta({ title: 'Tour · Staff console', description: "The band's shows on the landing page." });
  const [view, goTo] = useChoiceListView(SHOWS.key, SHOWS.choices, 'upcoming');
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
      <ChoicePagedList list={SHOWS} view={view} onView={goTo} query={tourDates}>
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
      </ChoicePagedList>
      {announcing && <AnnounceDialog show={announcing} onClose={() => setAnnouncing(null)} />}
      {cancelling && <CancelDialog show={cancelling} onClose={() => setCancelling(null)} />}
      {editing && <TourDialog show={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
