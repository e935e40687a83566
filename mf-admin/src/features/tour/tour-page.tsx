import { useState } from 'react';
import styled from 'styled-components';
import type { AdminTourDate, TourDateStatus } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Badge, Button, ErrorFallback, Skeleton, toast, type BadgeTone } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { DataTable } from '../../ui/data-table';
import { useAdminTourDates, useCancelTourDate, useMarkTourDateSoldOut } from './tour-api';
import { AnnounceDialog } from './announce-dialog';
import { announcementLine } from './announcement';
import { TourDialog } from './tour-dialog';

/** Edit beside a short stack of the status changes: one narrow column instead of a row of three buttons. */
const RowActions = styled.div`
  display: grid;
  grid-template-rows: repeat(3, auto);
  grid-auto-flow: column;
  align-items: center;
  justify-content: start;
  column-gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    grid-row: span 3;
  }
`;

const StatusAction = styled(Button).attrs({ $variant: 'ghost' })`
  min-height: 32px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(2)};
  justify-content: start;
`;

/** Venue names and the announcement line wrap, so that the row's actions fit beside them at 1280 px. */
const WrappingCell = styled.td`
  && {
    white-space: normal;
    min-width: 12ch;
  }
`;

const Announced = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const STATES: Record<TourDateStatus, [string, BadgeTone]> = {
  scheduled: ['Scheduled', 'success'],
  sold_out: ['Sold out', 'warning'],
  cancelled: ['Cancelled', 'neutral'],
};

const showTime = (show: AdminTourDate, style: 'dateStyle' | 'timeStyle') =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: show.timeZone,
    [style]: style === 'dateStyle' ? 'medium' : 'short',
  }).format(new Date(show.startsAt));

const tickets = (show: AdminTourDate) =>
  show.ticketsRemaining === null ? 'Not known' : `${show.ticketsRemaining} of ${show.ticketsTotal ?? '?'}`;

export function TourPage() {
  usePageMeta({ title: 'Tour · Staff console', description: "The band's shows on the landing page." });
  const tourDates = useAdminTourDates();
  const cancel = useCancelTourDate();
  const soldOut = useMarkTourDateSoldOut();
  const [editing, setEditing] = useState<AdminTourDate | 'new' | null>(null);
  const [announcing, setAnnouncing] = useState<AdminTourDate | null>(null);
  const rows = tourDates.data?.tourDates ?? [];
  const [now] = useState(() => Date.now());

  const act = (mutation: typeof cancel, show: AdminTourDate, done: string) =>
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
                  <td>
                    {showTime(show, 'dateStyle')}
                    <br />
                    {showTime(show, 'timeStyle')}
                  </td>
                  <th scope="row">{show.city}</th>
                  <WrappingCell>{show.venue}</WrappingCell>
                  <td>{tickets(show)}</td>
                  <WrappingCell>
                    <Badge $tone={played ? 'neutral' : tone}>{played ? `Played · ${state}` : state}</Badge>
                    {show.announcedAt && <Announced>{announcementLine(show)}</Announced>}
                  </WrappingCell>
                  <td>
                    <RowActions>
                      {show.status !== 'cancelled' && (
                        <Button $variant="secondary" onClick={() => setEditing(show)} aria-label={`Edit ${show.city}`}>
                          Edit
                        </Button>
                      )}
                      {show.status === 'scheduled' && !played && !show.announcedAt && (
                        <StatusAction onClick={() => setAnnouncing(show)} aria-label={`Announce ${show.city}`}>
                          Announce
                        </StatusAction>
                      )}
                      {show.status === 'scheduled' && !played && (
                        <StatusAction
                          onClick={() => act(soldOut, show, 'marked sold out')}
                          aria-label={`Sold out: ${show.city}`}
                        >
                          Sold out
                        </StatusAction>
                      )}
                      {show.status !== 'cancelled' && !played && (
                        <StatusAction
                          onClick={() => act(cancel, show, 'cancelled')}
                          aria-label={`Cancel show: ${show.city}`}
                        >
                          Cancel show
                        </StatusAction>
                      )}
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {announcing && <AnnounceDialog show={announcing} onClose={() => setAnnouncing(null)} />}
      {editing && <TourDialog show={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
