import type { Mailing } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteMailing } from './api/mailings-api';

/** Only a draft can be deleted; nobody has received it. */
export function DeleteDialog({ mailing, onClose }: { mailing: Mailing; onClose: () => void }) {
  const remove = useDeleteMailing();
  const confirm = () =>
    remove.mutate(mailing.id, {
      onSuccess: () => {
        toast({ title: `Draft "${mailing.subject}" deleted` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={`Delete the draft "${mailing.subject}"?`}
      confirmLabel="Delete draft"
      pendingLabel="Deleting…"
      action={remove}
      failure="The draft was not deleted"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>The draft and its text are gone for good. Nobody has been sent it.</p>
    </ConfirmDialog>
  );
}
