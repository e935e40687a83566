import type { AdminTourDate } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { cancellationLine, cancellationNotice } from './announcement';
import { useCancelTourDate } from './api/tour-api';

/** Cancelling cannot be undone and may mail the fans who were told of the show, so it is confirmed first. */
export function CancelDialog({ show, onClose }: { show: AdminTourDate; onClose: () => void }) {
  const cancel = useCancelTourDate();
  const confirm = () =>
    cancel.mutate(show.id, {
      onSuccess: ({ tourDate }) => {
        const told = cancellationLine(tourDate);
        toast({ title: `${tourDate.city} cancelled${told ? `: ${told}` : ''}` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={`Cancel the show in ${show.city}?`}
      confirmLabel="Cancel show"
      pendingLabel="Cancelling…"
      dismissLabel="Keep the show"
      action={cancel}
      failure="The show was not cancelled"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{cancellationNotice(show)}</p>
      <p>Fans see it as cancelled on the landing page. A cancelled show cannot be edited or reopened.</p>
    </ConfirmDialog>
  );
}
