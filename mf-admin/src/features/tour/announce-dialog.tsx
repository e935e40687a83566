import type { AdminTourDate } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { subscribers } from './announcement';
import { useAnnounceTourDate } from './api/tour-api';

/** A mailing cannot be taken back, so it is confirmed first. */
export function AnnounceDialog({ show, onClose }: { show: AdminTourDate; onClose: () => void }) {
  const announce = useAnnounceTourDate();
  const confirm = () =>
    announce.mutate(show.id, {
      onSuccess: ({ tourDate }) => {
        toast({ title: `${tourDate.city} announced to ${subscribers(tourDate.announcedTo ?? 0)}` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={`Announce ${show.city} to the newsletter?`}
      confirmLabel="Send announcement"
      pendingLabel="Sending…"
      action={announce}
      failure="The announcement was not sent"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Every confirmed subscriber is e-mailed the venue, the date and time (venue time) and the ticket link, with their
        unsubscribe link. A show is announced once; the mailing cannot be taken back.
      </p>
    </ConfirmDialog>
  );
}
