import { useState } from 'react';
import styled from 'styled-components';
import { Form, useZodForm } from '@ps/shared/form';
import { shopSettingsSchema, type ShopSettings } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { useSaveShopSettings } from '../../lib/admin-api/shop-settings';
import { BandFields, ShopFields } from './settings-fields';
import { SubmitButton } from '../../ui/submit-button';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The whole settings document, checked by the schema the API uses, saved in one go. */
export function SettingsForm({ settings, version }: { settings: ShopSettings; version: number }) {
  const form = useZodForm(shopSettingsSchema, settings);
  const save = useSaveShopSettings();
  // The version of what the form shows: the one read, then each save's own.
  const [shownVersion, setShownVersion] = useState(version);
  const submit = async (values: ShopSettings) => {
    const saved = await save.mutateAsync({ ...values, expectedVersion: shownVersion });
    setShownVersion(saved.version);
    form.reset(saved.settings);
    toast({ title: 'Settings saved', description: 'The site and the next e-mails use them now.' });
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure="Couldn't save the settings. Please try again."
      aria-label="Shop settings"
    >
      <ShopFields form={form} />
      <BandFields form={form} />
      <Actions>
        <SubmitButton form={form} busyLabel="Saving…">
          Save settings
        </SubmitButton>
        <Button type="button" $variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
          Undo changes
        </Button>
      </Actions>
    </Form>
  );
}
