import { Link } from '@ps/shared/router';
import { Button, VisuallyHidden } from '@ps/shared/ui';

interface Props {
  /** The record's name, read after each action by a screen reader ("Edit Tour Tee"). */
  name: string;
  /** The record's pages, in order ("View", "Edit"). */
  links: readonly { label: string; to: string }[];
  /** Without it (no permission to delete), no Delete button. */
  onDelete?: () => void;
}

/** A list row's ways to its record: links to its pages, then Delete when the member may delete. */
export function RecordRowActions({ name, links, onDelete }: Props) {
  return (
    <>
      {links.map(({ label, to }) => (
        <Link key={to} to={to}>
          {label}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Link>
      ))}
      {onDelete && (
        <Button $variant="ghost" onClick={onDelete}>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      )}
    </>
  );
}
