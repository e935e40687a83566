import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import type { AdminTourDate } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../ui/dialog';
import { subscribers } from './announcement';
import { useAnnounceTourDate } from './tour-api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const NOT_SENT = 'The announcement was not sent';

/** A mailing cannot be taken back, so it is confirmed first; the server's refusal shows in the dialog. */
export function AnnounceDialog({ show, onClose }: { show: AdminTourDate; onClose: () => void }) {
  const announce = useAnnounceTourDate();
  const error =
    announce.error && (announce.error instanceof ApiError ? announce.error.userMessage(NOT_SENT) : NOT_SENT);
  const confirm = () =>
    announce.mutate(show.id, {
      onSuccess: ({ tourDate }) => {
        toast({ title: `${tourDate.city} announced to ${subscribers(tourDate.announcedTo ?? 0)}` });
        onClose();
      },
    });
  return (
    <Dialog title={`Announce ${show.city} to the newsletter?`} onClose={onClose}>
      <p>
        Every confirmed subscriber is e-mailed the venue, the date and time (venue time) and the ticket link, with their
        unsubscribe link. A show is announced once; the mailing cannot be taken back.
      </p>
      {error && <FieldError role="alert">{error}</FieldError>}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={announce.isPending}>
          {announce.isPending ? 'Sending…' : 'Send announcement'}
        </Button>
      </Actions>
    </Dialog>
  );
}
