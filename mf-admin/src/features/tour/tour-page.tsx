import { useState } from 'react';
import styled from 'styled-components';
import type { TourDate, TourDateStatus } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Badge, Button, ErrorFallback, Skeleton, toast, type BadgeTone } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { DataTable } from '../../ui/data-table';
import { useAdminTourDates, useCancelTourDate, useMarkTourDateSoldOut } from './tour-api';
import { TourDialog } from './tour-dialog';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATES: Record<TourDateStatus, [string, BadgeTone]> = {
  scheduled: ['Scheduled', 'success'],
  sold_out: ['Sold out', 'warning'],
  cancelled: ['Cancelled', 'neutral'],
};

const showTime = (show: TourDate) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: show.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(show.startsAt));

const tickets = (show: TourDate) =>
  show.ticketsRemaining === null ? 'Not known' : `${show.ticketsRemaining} of ${show.ticketsTotal ?? '?'}`;

export function TourPage() {
  usePageMeta({ title: 'Tour · Staff console', description: "The band's shows on the landing page." });
  const tourDates = useAdminTourDates();
  const cancel = useCancelTourDate();
  const soldOut = useMarkTourDateSoldOut();
  const [editing, setEditing] = useState<TourDate | 'new' | null>(null);
  const rows = tourDates.data?.tourDates ?? [];
  const [now] = useState(() => Date.now());

  const act = (mutation: typeof cancel, show: TourDate, done: string) =>
    mutation.mutate(show.id, {
      onSuccess: () => toast({ title: `${show.city} ${done}` }),
      onError: (error) =>
        toast({ title: `Could not update ${show.city}`, description: error.message, variant: 'destructive' }),
    });

  return (
    <AdminPage>
      <PageHeader>
        <h1>Tour</h1>
        <Button onClick={() => setEditing('new')}>Add show</Button>
      </PageHeader>
      {tourDates.isPending ? (
        <Skeleton $height="12rem" />
      ) : tourDates.isError ? (
        <ErrorFallback
          title="Failed to fetch the tour"
          message="We couldn't load the shows. Please try again."
          onRetry={() => void tourDates.refetch()}
        />
      ) : rows.length === 0 ? (
        <p>No shows yet. Add one and it appears in the landing page's tour section.</p>
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
            {rows.map((show) => {
              const [state, tone] = STATES[show.status];
              const played = Date.parse(show.startsAt) < now;
              return (
                <tr key={show.id}>
                  <td>{showTime(show)}</td>
                  <th scope="row">{show.city}</th>
                  <td>{show.venue}</td>
                  <td>{tickets(show)}</td>
                  <td>
                    <Badge $tone={played ? 'neutral' : tone}>{played ? `Played · ${state}` : state}</Badge>
                  </td>
                  <td>
                    <RowActions>
                      {show.status !== 'cancelled' && (
                        <Button $variant="secondary" onClick={() => setEditing(show)} aria-label={`Edit ${show.city}`}>
                          Edit
                        </Button>
                      )}
                      {show.status === 'scheduled' && !played && (
                        <Button
                          $variant="ghost"
                          onClick={() => act(soldOut, show, 'marked sold out')}
                          aria-label={`Sold out: ${show.city}`}
                        >
                          Sold out
                        </Button>
                      )}
                      {show.status !== 'cancelled' && !played && (
                        <Button
                          $variant="ghost"
                          onClick={() => act(cancel, show, 'cancelled')}
                          aria-label={`Cancel show: ${show.city}`}
                        >
                          Cancel show
                        </Button>
                      )}
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {editing && <TourDialog show={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
