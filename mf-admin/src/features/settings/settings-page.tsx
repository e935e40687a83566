import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { useShopSettings } from '../../lib/admin-api/shop-settings';
import { formatDateTime } from '../../ui/format';
import { PageHeading } from '../../ui/page-heading';
import { SettingsForm } from './settings-form';

/** Admin only (the server checks it too): the shop's name, support contact, store rules and public band figures. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings · Staff console', description: 'The shop’s settings.' });
  const settings = useShopSettings();

  let body;
  if (settings.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the settings"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!settings.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the settings…</VisuallyHidden>
        <Skeleton $height="480px" />
      </div>
    );
  } else {
    const { updatedAt, updatedBy } = settings.data;
    body = (
      <>
        <p>
          {updatedAt
            ? `Last saved ${formatDateTime(updatedAt)} by ${updatedBy ?? 'a staff member'}.`
            : 'Not saved yet: these are the values the server started with.'}
        </p>
        <SettingsForm settings={settings.data.settings} version={settings.data.version} />
      </>
    );
  }

  return (
    <>
      <PageHeading>Settings</PageHeading>
      {body}
    </>
  );
}
