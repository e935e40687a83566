import { useState } from 'react';
import { CheckboxField, Form, TextField, useZodForm } from '@ps/shared/form';
import type { AccountProfile } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useDeleteAccount, useSetMarketing } from '../../lib/profile-api/privacy';
import { Panel } from '../../ui/panel';

const loadDeleteSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.deleteAccountBodySchema);

/** Marketing mail, a copy of everything kept, and deleting the account (orders stay, anonymised). */
export function PrivacyCard({ profile, onDeleted }: { profile: AccountProfile; onDeleted: (message: string) => void }) {
  const marketing = useSetMarketing();
  const remove = useDeleteAccount();
  const form = useZodForm(loadDeleteSchema, { currentPassword: '' });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);
  // The box shows the choice at once (the mutation's own state arrives a tick later) and the saved profile after.
  const [chosen, setChosen] = useState<boolean | null>(null);

  return (
    <Panel aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <CheckboxField
        label="Send me news and offers by e-mail"
        checked={chosen ?? profile.marketingEmails}
        disabled={marketing.isPending}
        onChange={(event) => {
          const marketingEmails = event.target.checked;
          setSaved(false);
          setChosen(marketingEmails);
          marketing.mutate({ marketingEmails }, { onSuccess: () => setSaved(true), onSettled: () => setChosen(null) });
        }}
      />
      <p role="status">{saved ? 'Your choice has been saved.' : ''}</p>
      {marketing.isError && <p role="alert">We couldn&apos;t save your choice just now. Please try again.</p>}
      <p>
        <a href="/api/account/data" download>
          Download my data
        </a>{' '}
        (a JSON file with your details, addresses, orders and choices).
      </p>
      <h3 id="delete-title">Delete my account</h3>
      <p>
        This signs you out and deletes your account, addresses and messages. Orders stay in our books, as the law
        requires, without your name or address.
      </p>
      <Form
        form={form}
        aria-labelledby="delete-title"
        failure="We couldn't delete your account just now. Please try again."
        onSubmit={async (values) => onDeleted((await remove.mutateAsync(values)).message)}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
