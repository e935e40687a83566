import { useState } from 'react';
import styled from 'styled-components';
import { registerAccount } from '@ps/shared/account-api';
import { CheckboxField, Form, FormCard, NewPasswordFields, TextField, useZodForm } from '@ps/shared/form';
import { Link, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { media } from '@ps/shared/theme';
import { Button } from '@ps/shared/ui';
import { withNext } from '../../lib/account-flow/next-path';
import { FormOutcome } from '../../ui/form-outcome';
import { SignedOutOnly } from '../../ui/signed-out-only';

const loadRegisterSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.registerFormSchema);

const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Says the same whether or not the e-mail has an account, as the server does (decision 048). */
function RegisterForm() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(loadRegisterSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    marketingEmails: false,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormCard
      title="Create account"
      intro="Track every order from any device, and check out faster next time."
      footer={
        <p>
          Already have an account? <Link to={withNext('/account/sign-in', params)}>Sign in</Link>
        </p>
      }
    >
      {sent ? (
        <FormOutcome message={sent}>
          <p>The link works once, for 24 hours. Nothing arrived? Check your spam folder.</p>
        </FormOutcome>
      ) : (
        <Form
          form={form}
          aria-labelledby="form-card-title"
          failure="We couldn't create your account just now. Please try again."
          onSubmit={async ({ confirmPassword: _typedTwice, ...body }) => setSent((await registerAccount(body)).message)}
        >
          <NameRow>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </NameRow>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordFields form={form} label="Password" />
          <CheckboxField label="Send me news about drops, tours and new music" {...form.register('marketingEmails')} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating your account…' : 'Create account'}
          </Button>
        </Form>
      )}
    </FormCard>
  );
}

export function RegisterPage() {
  usePageMeta({ title: 'Create account', description: 'Create a Panic Squad account.' });
  return (
    <SignedOutOnly>
      <RegisterForm />
    </SignedOutOnly>
  );
}
