import { useState } from 'react';
import { Form, TextField, useZodForm } from '@ps/shared/form';
import type { AccountProfile } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useRename } from '../../lib/profile-api/rename';
import { Panel } from '../../ui/panel';

const loadNameSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.profileNameBodySchema);

/** First and last name: on orders' prefill and in the header's greeting. */
export function NameCard({ profile }: { profile: AccountProfile }) {
  const rename = useRename();
  const form = useZodForm(loadNameSchema, { firstName: profile.firstName, lastName: profile.lastName });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState(false);

  return (
    <Panel aria-labelledby="name-title">
      <h2 id="name-title">Name</h2>
      <Form
        form={form}
        aria-labelledby="name-title"
        failure="We couldn't save your name just now. Please try again."
        onSubmit={async (values) => {
          setDone(false);
          await rename.mutateAsync(values);
          setDone(true);
        }}
      >
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save name'}
        </Button>
        <p role="status">{done ? 'Your name has been saved.' : ''}</p>
      </Form>
    </Panel>
  );
}
