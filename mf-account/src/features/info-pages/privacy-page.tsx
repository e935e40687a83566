import { BAND_NAME } from '@ps/shared/rules';
import { InfoPage } from '../../ui/info-page';
import { PrivacyOnDevice } from './privacy-on-device';
import { PrivacyOnServer } from './privacy-on-server';
import { PrivacyYourRights } from './privacy-your-rights';

export function PrivacyPage() {
  return (
    <InfoPage
      path="/privacy"
      title="Privacy policy"
      lead={`What the ${BAND_NAME} site keeps about you, where, for how long, and how to get a copy or have it deleted.`}
    >
      <p>
        Browsing the site needs nothing from you. Some things are kept on your device, some only if you allow them, and
        some on our server when you order, sign up or write to us. This page lists all of them.
      </p>
      <PrivacyOnDevice />
      <PrivacyOnServer />
      <PrivacyYourRights />
    </InfoPage>
  );
}
