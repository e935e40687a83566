import type { AdminRelease } from '@ps/shared/schemas';
import { DeleteDialog } from '../../ui/delete-dialog';
import { useDeleteRelease } from './api/releases-api';

/** Deleting cannot be undone: the release leaves the landing's Music section at once. */
export function DeleteReleaseDialog({ release, onClose }: { release: AdminRelease; onClose: () => void }) {
  const remove = useDeleteRelease();
  return (
    <DeleteDialog
      title="Delete this release?"
      confirmLabel="Delete release"
      failure="Could not delete the release"
      remove={remove}
      id={release.id}
      deleted={() => `${release.title} was deleted`}
      onClose={onClose}
    >
      <p>“{release.title}” is deleted for good and leaves the landing page&apos;s Music section at once.</p>
    </DeleteDialog>
  );
}
