import { useState } from 'react';
import { Form, TextField, useZodForm } from '@ps/shared/form';
import type { AccountProfile } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useRequestEmailChange } from '../../lib/profile-api/request-email-change';
import { Panel } from '../../ui/panel';

const loadEmailSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.emailChangeBodySchema);

const EMPTY = { email: '', currentPassword: '' };

/** The address changes only when the link mailed to the new one is opened (decision 062). */
export function EmailCard({ profile }: { profile: AccountProfile }) {
  const request = useRequestEmailChange();
  const form = useZodForm(loadEmailSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Panel aria-labelledby="email-title">
      <h2 id="email-title">E-mail</h2>
      <p>
        You sign in and get order mail at <strong>{profile.email}</strong>.
      </p>
      <Form
        form={form}
        aria-labelledby="email-title"
        failure="We couldn't start the change just now. Please try again."
        onSubmit={async (values) => {
          setSent(null);
          setSent((await request.mutateAsync(values)).message);
          form.reset(EMPTY);
        }}
      >
        <TextField
          label="New e-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Change e-mail'}
        </Button>
        <p role="status">{sent ?? ''}</p>
      </Form>
    </Panel>
  );
}
