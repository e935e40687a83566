import { useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { TextAreaField, TextField } from '@ps/shared/form';
import { MAILING_BODY_MAX_LENGTH, MAILING_SUBJECT_MAX_LENGTH, type Mailing } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { useServerForm } from '../../lib/use-server-form';
import { FormAlert, FormDialog, WideField } from '../../ui/form-dialog';
import { useSaveMailing, useSendTestMailing } from './api/mailings-api';

const Text = styled(WideField)`
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
  const { values, bind, unplacedError } = useServerForm(
    () => ({ subject: mailing?.subject ?? '', body: mailing?.body ?? '' }),
    save,
  );
  const [id, setId] = useState(mailing?.id ?? null);
  // The draft's version as this dialog last read or saved it: a save after someone else's is refused.
  const [version, setVersion] = useState(mailing?.version);
  const testError = sendTest.error && !save.error ? sendTest.error : null;
  const [testing, setTesting] = useState(false);

  const saveDraft = async () => {
    const { mailing: saved } = await save.mutateAsync({ id, body: { ...values, expectedVersion: version } });
    setId(saved.id);
    setVersion(saved.version);
    return saved;
  };

  const submit = () => {
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
    <FormDialog
      title={mailing ? `Edit "${mailing.subject}"` : 'New mailing'}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the draft."
      saving={save.isPending && !testing}
      canSubmit={!testing}
      submitLabel="Save draft"
      actions={
        <Button type="button" $variant="secondary" onClick={test} disabled={save.isPending || testing}>
          {testing ? 'Sending test…' : 'Send test to me'}
        </Button>
      }
    >
      <WideField>
        <TextField label="Subject" {...bind('subject')} maxLength={MAILING_SUBJECT_MAX_LENGTH} autoComplete="off" />
      </WideField>
      <Text>
        <TextAreaField
          label="Text"
          {...bind('body')}
          maxLength={MAILING_BODY_MAX_LENGTH}
          hint="Plain text. A blank line starts a new paragraph; web addresses become links. Each subscriber is greeted by name and gets an unsubscribe link below."
        />
      </Text>
      {testError && <FormAlert role="alert">{userErrorMessage(testError, 'The test was not sent.')}</FormAlert>}
    </FormDialog>
  );
}
