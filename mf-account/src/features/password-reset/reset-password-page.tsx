import { useState } from 'react';
import { confirmPasswordReset } from '@ps/shared/account-api';
import { Form, FormCard, NewPasswordFields, useZodForm } from '@ps/shared/form';
import { Link, useSearchParams } from '@ps/shared/router';
import { ACCOUNT_MESSAGES } from '@ps/shared/rules';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { FormOutcome } from '../../ui/form-outcome';

const loadNewPasswordSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.newPasswordFormSchema);

function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useZodForm(loadNewPasswordSchema, { password: '', confirmPassword: '' });
  const { isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      aria-labelledby="form-card-title"
      failure="We couldn't change your password just now. Please try again."
      onSubmit={async ({ password }) => onDone((await confirmPasswordReset({ token, password })).message)}
    >
      <NewPasswordFields form={form} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </Form>
  );
}

/** Opened from the e-mailed link (`?token=`); the server decides whether the link still works. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for your account.' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState<string | null>(null);

  return (
    <FormCard
      title="Choose a new password"
      footer={
        <p>
          Link expired? <Link to="/account/forgot-password">Ask for a new one</Link>
        </p>
      }
    >
      {done ? (
        <FormOutcome message={done}>
          <ButtonLink to="/account/sign-in">Sign in</ButtonLink>
        </FormOutcome>
      ) : token ? (
        <ResetPasswordForm token={token} onDone={setDone} />
      ) : (
        <p role="alert">{ACCOUNT_MESSAGES.invalidResetLink}</p>
      )}
    </FormCard>
  );
}
