import { useState } from 'react';
import { changePasswordFormSchema } from '@ps/shared/schemas';
import { fieldOf, Form, NewPasswordFields, TextField, useZodForm } from '@ps/shared/form';

import { Card } from '../../ui/card';
import { useChangePassword } from './api/change-password';
import { SubmitButton } from '../../ui/submit-button';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The member's own password: the current one, then the new one twice, with the rules of every password form. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const [done, setDone] = useState(false);

  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p>Changing it signs you out everywhere else.</p>
      <Form
        form={form}
        aria-labelledby="password-title"
        failure="We couldn't change your password just now. Please try again."
        onSubmit={async ({ currentPassword, password }) => {
          setDone(false);
          await change.mutateAsync({ currentPassword, password });
          form.reset(EMPTY);
          setDone(true);
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...fieldOf(form, 'currentPassword')}
        />
        <NewPasswordFields form={form} />
        <SubmitButton form={form} busyLabel="Saving…">
          Change password
        </SubmitButton>
        <p role="status">{done ? 'Your password has been changed.' : ''}</p>
      </Form>
    </Card>
  );
}
