import type { ReactNode } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { FieldError } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { Dialog } from './dialog';

/** The buttons under a dialog's text: the way out first, the action last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface Props {
  title: string;
  /** What happens, in words, before anyone clicks. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The mutation behind the button: its state disables it and its refusal shows in the dialog. */
  action: { isPending: boolean; error: Error | null };
  /** Said when the error carries no message of the server's. */
  failure: string;
  onConfirm: () => void;
  onClose: () => void;
  /** For a confirmation that cannot go ahead (the dialog then only explains why). */
  blocked?: boolean;
  /** The way out's label, when "Cancel" would read as the action itself (cancelling a show). */
  dismissLabel?: string;
}

/** A change that asks first, says why it failed, and offers Cancel (Close when blocked) beside it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  action,
  failure,
  onConfirm,
  onClose,
  blocked,
  dismissLabel = 'Cancel',
}: Props) {
  const error = action.error && userErrorMessage(action.error, failure);
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      {error && <FieldError role="alert">{error}</FieldError>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {blocked ? 'Close' : dismissLabel}
        </Button>
        <Button onClick={onConfirm} disabled={blocked || action.isPending}>
          {action.isPending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
