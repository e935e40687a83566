import { useState } from 'react';
import { ApiError } from '@ps/shared/api';
import { fieldOf, Form, FormCard, TextField, useZodForm } from '@ps/shared/form';
import { staffLoginBodySchema, type StaffLoginBody } from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';

import { useStaffSignIn } from '../../lib/staff-api/staff-session';
import { SubmitButton } from '../../ui/submit-button';

const isSlowedDown = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.userMessage('') === ACCOUNT_MESSAGES.signInSlowed;

/** Every /admin path shows this until a staff member signs in; then the page they asked for. */
export function StaffSignInPage() {
  usePageMeta({ title: 'Staff sign-in', description: 'Sign in to the Panic Squad staff console.' });
  const signIn = useStaffSignIn();
  const form = useZodForm(staffLoginBodySchema, { email: '', password: '' });
  // While the account's sign-ins are slowed, a two-factor code sent with the password gets through at once.
  const [askForCode, setAskForCode] = useState(false);

  async function submit(body: StaffLoginBody) {
    try {
      await signIn.mutateAsync(body);
    } catch (error) {
      if (isSlowedDown(error)) setAskForCode(true);
      throw error;
    }
  }

  return (
    <FormCard title="Staff sign-in" intro="For the Panic Squad crew. Fan accounts cannot open the staff console.">
      <Form
        form={form}
        aria-labelledby="form-card-title"
        failure="We couldn't sign you in just now. Please try again."
        onSubmit={submit}
      >
        <TextField label="Staff email" type="email" autoComplete="username" {...fieldOf(form, 'email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...fieldOf(form, 'password')} />
        {askForCode && (
          <TextField
            label="Two-factor code (if you use two-factor)"
            autoComplete="one-time-code"
            hint="With a code from your authenticator app or a recovery code, you can sign in now instead of waiting."
            {...fieldOf(form, 'code', { setValueAs: (value: string) => value.trim() || undefined })}
          />
        )}
        <SubmitButton form={form} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
