import { useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { AdminTourDate, TourDateStatus } from '@ps/shared/schemas';
import { Badge, Button, toast, type BadgeTone } from '@ps/shared/ui';
import { announcementLine, cancellationLine } from './announcement';
import { useMarkTourDateSoldOut } from './api/tour-api';
import { useFocusWhenCancelled } from './use-focus-when-cancelled';
import { WrappingCell } from '../../ui/table-cells';

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

interface Props {
  show: AdminTourDate;
  onEdit: (show: AdminTourDate) => void;
  onAnnounce: (show: AdminTourDate) => void;
  onCancel: (show: AdminTourDate) => void;
}

/** One show: when (venue time), where, tickets, status with its announcement, and what staff may do next. */
export function TourRow({ show, onEdit, onAnnounce, onCancel }: Props) {
  const soldOut = useMarkTourDateSoldOut();
  const [now] = useState(() => Date.now());
  const heading = useFocusWhenCancelled<HTMLTableCellElement>(show.status);
  const [state, tone] = STATES[show.status];
  const played = Date.parse(show.startsAt) < now;

  const markSoldOut = () =>
    soldOut.mutate(show.id, {
      onSuccess: () => toast({ title: `${show.city} marked sold out` }),
      onError: (error) =>
        toast({
          title: `Could not update ${show.city}`,
          description: userErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <tr>
      <td>
        {showTime(show, 'dateStyle')}
        <br />
        {showTime(show, 'timeStyle')}
      </td>
      <th scope="row" ref={heading} tabIndex={-1}>
        {show.city}
      </th>
      <WrappingCell $minWidth={12}>{show.venue}</WrappingCell>
      <td>{tickets(show)}</td>
      <WrappingCell $minWidth={12}>
        <Badge $tone={played ? 'neutral' : tone}>{played ? `Played · ${state}` : state}</Badge>
        {show.announcedAt && <Announced>{announcementLine(show)}</Announced>}
        {cancellationLine(show) && <Announced>{cancellationLine(show)}</Announced>}
      </WrappingCell>
      <td>
        <RowActions>
          {show.status !== 'cancelled' && (
            <Button $variant="secondary" onClick={() => onEdit(show)} aria-label={`Edit ${show.city}`}>
              Edit
            </Button>
          )}
          {show.status === 'scheduled' && !played && !show.announcedAt && (
            <StatusAction onClick={() => onAnnounce(show)} aria-label={`Announce ${show.city}`}>
              Announce
            </StatusAction>
          )}
          {show.status === 'scheduled' && !played && (
            <StatusAction onClick={markSoldOut} aria-label={`Sold out: ${show.city}`}>
              Sold out
            </StatusAction>
          )}
          {show.status !== 'cancelled' && !played && (
            <StatusAction onClick={() => onCancel(show)} aria-label={`Cancel show: ${show.city}`}>
              Cancel show
            </StatusAction>
          )}
        </RowActions>
      </td>
    </tr>
  );
}
