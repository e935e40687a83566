import { isNewRelease, RELEASE_LINK_LABELS, RELEASE_LINKS, RELEASE_TYPE_LABELS } from '@ps/shared/rules';
import type { AdminRelease } from '@ps/shared/schemas';
import { Badge, Button } from '@ps/shared/ui';
import { RowActions, WrappingCell } from '../../ui/table-cells';

const releaseDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface Props {
  release: AdminRelease;
  onEdit: (release: AdminRelease) => void;
  onDelete: (release: AdminRelease) => void;
}

/** One release: when, what, which buttons fans get, and what staff may do next. */
export function ReleaseRow({ release, onEdit, onDelete }: Props) {
  const links = RELEASE_LINKS.filter((kind) => release.links[kind] !== null).map((kind) => RELEASE_LINK_LABELS[kind]);
  return (
    <tr>
      <td>
        <time dateTime={release.releasedOn}>{releaseDay.format(new Date(`${release.releasedOn}T00:00:00Z`))}</time>
        {isNewRelease(release.releasedOn, new Date()) && (
          <>
            {' '}
            <Badge $tone="success">New</Badge>
          </>
        )}
      </td>
      <WrappingCell as="th" scope="row" $minWidth={16}>
        {release.title}
      </WrappingCell>
      <td>
        {RELEASE_TYPE_LABELS[release.type]} · {release.tracks.length} {release.tracks.length === 1 ? 'track' : 'tracks'}
      </td>
      <td>{links.length > 0 ? links.join(', ') : 'None'}</td>
      <td>
        <RowActions>
          <Button $variant="secondary" onClick={() => onEdit(release)} aria-label={`Edit ${release.title}`}>
            Edit
          </Button>
          <Button $variant="ghost" onClick={() => onDelete(release)} aria-label={`Delete ${release.title}`}>
            Delete
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}
