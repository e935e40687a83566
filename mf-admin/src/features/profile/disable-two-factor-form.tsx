import { fieldOf, Form, TextField, useZodForm } from '@ps/shared/form';
import { disableTwoFactorFormSchema } from '@ps/shared/console-schemas';

import { useDisableTwoFactor } from './api/two-factor';
import { SubmitButton } from '../../ui/submit-button';

/** Turning two-factor off asks for proof: a current code, or the password. */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const form = useZodForm(disableTwoFactorFormSchema, { code: '', password: '' });

  return (
    <Form
      form={form}
      aria-label="Turn off two-factor"
      failure="We couldn't turn off two-factor just now. Please try again."
      onSubmit={({ code, password }) => disable.mutateAsync(code ? { code } : { password })}
    >
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="Or leave it empty and give your password."
        {...fieldOf(form, 'code')}
      />
      <TextField label="Password" type="password" autoComplete="current-password" {...fieldOf(form, 'password')} />
      <SubmitButton form={form} $variant="secondary" busyLabel="Turning off…">
        Turn off two-factor
      </SubmitButton>
    </Form>
  );
}
