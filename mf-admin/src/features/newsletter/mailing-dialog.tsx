import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, TextAreaField, TextField } from '@ps/shared/form';
import { MAILING_BODY_MAX_LENGTH, MAILING_SUBJECT_MAX_LENGTH, type Mailing } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { DialogActions } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { useSaveMailing, useSendTestMailing } from './api/mailings-api';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    min-height: 14rem;
    resize: vertical;
  }
`;

/**
 * Write a new draft (mailing null) or edit one. "Send test to me" saves first, so the copy is
 * what the draft now says; the dialog stays open for more changes.
 */
export function MailingDialog({ mailing, onClose }: { mailing: Mailing | null; onClose: () => void }) {
  const save = useSaveMailing();
  const sendTest = useSendTestMailing();
  const [id, setId] = useState(mailing?.id ?? null);
  const [subject, setSubject] = useState(mailing?.subject ?? '');
  const [body, setBody] = useState(mailing?.body ?? '');
  // The draft's version as this dialog last read or saved it: a save after someone else's is refused.
  const [version, setVersion] = useState(mailing?.version);
  const saveError = save.error instanceof ApiError ? save.error : null;
  const testError = sendTest.error && !save.error ? sendTest.error : null;
  const [testing, setTesting] = useState(false);
  const busy = save.isPending || testing;

  const saveDraft = async () => {
    const { mailing: saved } = await save.mutateAsync({ id, body: { subject, body, expectedVersion: version } });
    setId(saved.id);
    setVersion(saved.version);
    return saved;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveDraft()
      .then((saved) => {
        toast({ title: `Draft "${saved.subject}" saved` });
        onClose();
      })
      .catch(() => undefined);
  };

  const test = () => {
    sendTest.reset();
    setTesting(true);
    saveDraft()
      .then((saved) => sendTest.mutateAsync(saved.id))
      .then(({ sentTo }) => toast({ title: `Test sent to ${sentTo}` }))
      .catch(() => undefined)
      .finally(() => setTesting(false));
  };

  return (
    <Dialog title={mailing ? `Edit "${mailing.subject}"` : 'New mailing'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={saveError?.fields?.subject}
          maxLength={MAILING_SUBJECT_MAX_LENGTH}
          autoComplete="off"
        />
        <TextAreaField
          label="Text"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={saveError?.fields?.body}
          maxLength={MAILING_BODY_MAX_LENGTH}
          hint="Plain text. A blank line starts a new paragraph; web addresses become links. Each subscriber is greeted by name and gets an unsubscribe link below."
        />
        {saveError && !saveError.fields && (
          <FieldError role="alert">{saveError.userMessage('Could not save the draft.')}</FieldError>
        )}
        {testError && (
          <FieldError role="alert">
            {testError instanceof ApiError ? testError.userMessage('The test was not sent.') : 'The test was not sent.'}
          </FieldError>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" $variant="secondary" onClick={test} disabled={busy}>
            {testing ? 'Sending test…' : 'Send test to me'}
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending && !testing ? 'Saving…' : 'Save draft'}
          </Button>
        </DialogActions>
      </Fields>
    </Dialog>
  );
}
