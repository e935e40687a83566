import type { ReactNode } from 'react';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from './confirm-dialog';

interface Props<Answer> {
  title: string;
  confirmLabel: string;
  /** Said when the refusal carries no message of the server's. */
  failure: string;
  /** The record's delete mutation and the record's id. */
  remove: {
    mutate: (id: number, options: { onSuccess: (answer: Answer) => void }) => void;
    isPending: boolean;
    error: Error | null;
  };
  id: number;
  /** The toast once it is gone, from the server's answer. */
  deleted: (answer: Answer) => string;
  onClose: () => void;
  /** After the toast: a record's own page leaves for its list. */
  onDeleted?: () => void;
  /** For a record that cannot go yet (the dialog then only explains why). */
  blocked?: boolean;
  /** What goes, in words, before anyone clicks. */
  children: ReactNode;
}

/** Asks before a record is deleted, then says so and closes. */
export function DeleteDialog<Answer>({ remove, id, deleted, onClose, onDeleted, ...dialog }: Props<Answer>) {
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: (answer) => {
        toast({ title: deleted(answer) });
        onClose();
        onDeleted?.();
      },
    });
  return <ConfirmDialog {...dialog} pendingLabel="Deleting…" action={remove} onConfirm={confirm} onClose={onClose} />;
}
