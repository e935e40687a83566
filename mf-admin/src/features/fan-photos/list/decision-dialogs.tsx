import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextAreaField } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';

const REASON_MAX = 500;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

interface RejectProps {
  /** "this photo" or "3 photos". */
  what: string;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** A rejection always carries a reason: staff read it later in the Rejected tab. */
export function RejectDialog({ what, busy, onClose, onReject }: RejectProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <Dialog title={`Reject ${what}?`} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <TextAreaField
          label="Reason (required)"
          hint="Kept with the photo for staff; the fan is not told."
          required
          maxLength={REASON_MAX}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && missing ? 'Give a reason for the rejection.' : undefined}
        />
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Rejecting…' : 'Reject'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

interface TakedownProps {
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** A takedown cannot be undone from the console, so it is confirmed first. */
export function TakedownDialog({ busy, onClose, onConfirm }: TakedownProps) {
  return (
    <Dialog title="Take this photo down?" onClose={onClose}>
      <p>Fans stop seeing it at once, and it leaves the showcase. It cannot be approved again.</p>
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? 'Taking down…' : 'Take down'}
        </Button>
      </Actions>
    </Dialog>
  );
}
