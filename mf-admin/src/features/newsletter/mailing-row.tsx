import type { Mailing } from '@ps/shared/console-schemas';
import { Badge, Button } from '@ps/shared/ui';
import { formatDateTime } from '../../ui/format';
import { subscribers } from './subscribers';
import { RowActions, WrappingCell } from '../../ui/table-cells';

/** Who wrote it and when; once sent, who sent it, when and to how many. */
export function mailingHistory(mailing: Mailing): string {
  const by = (name: string | null) => name ?? 'a former staff member';
  if (mailing.status === 'sent' && mailing.sentAt) {
    return `Sent ${formatDateTime(mailing.sentAt)} to ${subscribers(mailing.recipients ?? 0)} by ${by(mailing.sentBy)}`;
  }
  return `Written by ${by(mailing.writtenBy)}, last changed ${formatDateTime(mailing.updatedAt)}`;
}

interface Props {
  mailing: Mailing;
  onEdit: (mailing: Mailing) => void;
  onSend: (mailing: Mailing) => void;
  onDelete: (mailing: Mailing) => void;
}

/** One mailing: subject, status, its history, and for a draft what staff may do next. */
export function MailingRow({ mailing, onEdit, onSend, onDelete }: Props) {
  const draft = mailing.status === 'draft';
  return (
    <tr>
      <WrappingCell as="th" scope="row" $minWidth={16}>
        {mailing.subject}
      </WrappingCell>
      <td>
        <Badge $tone={draft ? 'warning' : 'success'}>{draft ? 'Draft' : 'Sent'}</Badge>
      </td>
      <WrappingCell $minWidth={16}>{mailingHistory(mailing)}</WrappingCell>
      <td>
        {draft && (
          <RowActions>
            <Button $variant="secondary" onClick={() => onEdit(mailing)} aria-label={`Edit ${mailing.subject}`}>
              Edit
            </Button>
            <Button onClick={() => onSend(mailing)} aria-label={`Send ${mailing.subject}…`}>
              Send…
            </Button>
            <Button $variant="ghost" onClick={() => onDelete(mailing)} aria-label={`Delete ${mailing.subject}`}>
              Delete
            </Button>
          </RowActions>
        )}
      </td>
    </tr>
  );
}
