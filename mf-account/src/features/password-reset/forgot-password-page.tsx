import { useState } from 'react';
import { requestPasswordReset } from '@ps/shared/account-api';
import { Form, FormCard, TextField, useZodForm } from '@ps/shared/form';
import { Link, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { withNext } from '../../lib/account-flow/next-path';
import { FormOutcome } from '../../ui/form-outcome';

const loadResetRequestSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.passwordResetBodySchema);

/** Says the same whether or not the e-mail has an account, as the server does. */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'Get a link to choose a new password.' });
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(loadResetRequestSchema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormCard
      title="Forgot password"
      intro="Enter your account's e-mail and we'll send you a link to choose a new password. The link works once, for 30 minutes."
      footer={
        <p>
          Remembered it? <Link to={withNext('/account/sign-in', params)}>Sign in</Link>
        </p>
      }
    >
      {sent ? (
        <FormOutcome message={sent}>
          <p>Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
        </FormOutcome>
      ) : (
        <Form
          form={form}
          aria-labelledby="form-card-title"
          failure="We couldn't send the link just now. Please try again."
          onSubmit={async (body) => setSent((await requestPasswordReset(body)).message)}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </Form>
      )}
    </FormCard>
  );
}
