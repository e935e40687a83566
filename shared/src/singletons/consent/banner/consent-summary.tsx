import { Button } from '@ps/shared/ui';
import { ACCEPT_ALL_CONSENT, REJECT_ALL_CONSENT, type ConsentFlags } from '../consent-record';
import { closeConsentBanner, openPrivacySettings } from '../consent-banner-store';
import { useConsentStore } from '../consent-store';
import { BannerHeader } from './banner-header';
import { Actions, Text } from './banner-styles';
import { PrivacyPolicyLink } from './privacy-policy-link';

export function ConsentSummary({ titleId }: { titleId: string }) {
  const saveConsent = useConsentStore((state) => state.saveConsent);
  const choose = (flags: ConsentFlags) => {
    saveConsent(flags);
    closeConsentBanner();
  };

  return (
    <>
      <BannerHeader titleId={titleId} title="Your privacy, your superpower" />
      <Text>
        Essential cookies keep the site running. With your OK we also remember your visits on this device, tailor the
        page to you and measure what works. <PrivacyPolicyLink />.
      </Text>
      <Actions>
        <Button onClick={() => choose(ACCEPT_ALL_CONSENT)}>Accept All</Button>
        <Button $variant="secondary" onClick={() => choose(REJECT_ALL_CONSENT)}>
          Reject All
        </Button>
        <Button $variant="secondary" onClick={openPrivacySettings}>
          Customize
        </Button>
      </Actions>
    </>
  );
}
