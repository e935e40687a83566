import type { AdminRelease } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteRelease } from './api/releases-api';

/** Deleting cannot be undone: the release leaves the landing's Music section at once. */
export function DeleteReleaseDialog({ release, onClose }: { release: AdminRelease; onClose: () => void }) {
  const remove = useDeleteRelease();
  const confirm = () =>
    remove.mutate(release.id, {
      onSuccess: () => {
        toast({ title: `${release.title} was deleted` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title="Delete this release?"
      confirmLabel="Delete release"
      pendingLabel="Deleting…"
      action={remove}
      failure="Could not delete the release"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>“{release.title}” is deleted for good and leaves the landing page&apos;s Music section at once.</p>
    </ConfirmDialog>
  );
}
