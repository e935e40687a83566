import { userErrorMessage } from '@ps/shared/api';
import type { AdminNewsPost } from '@ps/shared/schemas';
import { Badge, Button, toast } from '@ps/shared/ui';
import { useSetNewsPublished } from './api/news-api';
import { NEWS_TYPE_NAMES } from './news-form-values';
import { RowActions, WrappingCell } from '../../ui/table-cells';

/** Titles wrap, so the row's actions fit beside them at 1280 px. */

const postedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface Props {
  post: AdminNewsPost;
  onEdit: (post: AdminNewsPost) => void;
  onDelete: (post: AdminNewsPost) => void;
}

/** One post: when, what, whether fans see it, and what staff may do next. */
export function NewsRow({ post, onEdit, onDelete }: Props) {
  const publish = useSetNewsPublished();
  const toggle = () =>
    publish.mutate(
      { id: post.id, published: !post.published },
      {
        onSuccess: ({ post: saved }) =>
          toast({ title: saved.published ? `${saved.title} is on the landing page` : `${saved.title} is a draft` }),
        onError: (error) =>
          toast({
            title: `Could not update ${post.title}`,
            description: userErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <tr>
      <td>
        <time dateTime={post.date}>{postedOn.format(new Date(`${post.date}T00:00:00Z`))}</time>
      </td>
      <WrappingCell as="th" scope="row" $minWidth={20}>
        {post.title}
      </WrappingCell>
      <td>
        {NEWS_TYPE_NAMES[post.type]}
        {post.isHot && ' · Hot'}
      </td>
      <td>
        <Badge $tone={post.published ? 'success' : 'neutral'}>{post.published ? 'Published' : 'Draft'}</Badge>
      </td>
      <td>
        <RowActions>
          <Button $variant="secondary" onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button
            $variant="ghost"
            onClick={toggle}
            disabled={publish.isPending}
            aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
          >
            {post.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button $variant="ghost" onClick={() => onDelete(post)} aria-label={`Delete ${post.title}`}>
            Delete
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}
