import { usePageMeta } from '@ps/shared/seo';
import { useShopSettings } from '../../lib/admin-api/shop-settings';
import { formatDateTime } from '../../ui/format';
import { PageHeading } from '../../ui/page-heading';
import { QueryStates } from '../../ui/query-states';
import { SettingsForm } from './settings-form';

/** Admin only (the server checks it too): the shop's name, support contact, store rules and public band figures. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings · Staff console', description: 'The shop’s settings.' });
  const settings = useShopSettings();

  return (
    <>
      <PageHeading>Settings</PageHeading>
      <QueryStates
        query={settings}
        errorTitle="Couldn't load the settings"
        loadingLabel="Loading the settings…"
        placeholderHeight="480px"
      >
        {({ updatedAt, updatedBy, settings: values, version }) => (
          <>
            <p>
              {updatedAt
                ? `Last saved ${formatDateTime(updatedAt)} by ${updatedBy ?? 'a staff member'}.`
                : 'Not saved yet: these are the values the server started with.'}
            </p>
            <SettingsForm settings={values} version={version} />
          </>
        )}
      </QueryStates>
    </>
  );
}
