import { useState } from 'react';
import { Form, NewPasswordFields, TextField, useZodForm } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { useChangePassword } from '../../lib/profile-api/change-password';
import { Panel } from '../../ui/panel';

const loadPasswordSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.changePasswordFormSchema);

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password, then the new one twice; every other device is signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useZodForm(loadPasswordSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState(false);

  return (
    <Panel aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p>Changing it signs you out on every other device.</p>
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
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
        <p role="status">{done ? 'Your password has been changed.' : ''}</p>
      </Form>
    </Panel>
  );
}
