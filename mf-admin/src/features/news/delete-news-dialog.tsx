import type { AdminNewsPost } from '@ps/shared/schemas';
import { DeleteDialog } from '../../ui/delete-dialog';
import { useDeleteNewsPost } from './api/news-api';

/** Deleting cannot be undone; unpublishing is the way to take a post down for a while. */
export function DeleteNewsDialog({ post, onClose }: { post: AdminNewsPost; onClose: () => void }) {
  const remove = useDeleteNewsPost();
  return (
    <DeleteDialog
      title="Delete this news post?"
      confirmLabel="Delete post"
      failure="Could not delete the post"
      remove={remove}
      id={post.id}
      deleted={() => `${post.title} was deleted`}
      onClose={onClose}
    >
      <p>
        “{post.title}” is deleted for good{post.published ? ' and leaves the landing page at once' : ''}. To take it
        down for a while instead, unpublish it.
      </p>
    </DeleteDialog>
  );
}
