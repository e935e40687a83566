import type { AdminNewsPost } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteNewsPost } from './api/news-api';

/** Deleting cannot be undone; unpublishing is the way to take a post down for a while. */
export function DeleteNewsDialog({ post, onClose }: { post: AdminNewsPost; onClose: () => void }) {
  const remove = useDeleteNewsPost();
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: `${post.title} was deleted` });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title="Delete this news post?"
      confirmLabel="Delete post"
      pendingLabel="Deleting…"
      action={remove}
      failure="Could not delete the post"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        “{post.title}” is deleted for good{post.published ? ' and leaves the landing page at once' : ''}. To take it
        down for a while instead, unpublish it.
      </p>
    </ConfirmDialog>
  );
}
