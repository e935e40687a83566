import { useState } from 'react';
import styled from 'styled-components';
import { ESSENTIAL_CATEGORY, OPTIONAL_CATEGORIES } from '@ps/shared/rules';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { CONSENT_FLAG_NAMES, REJECT_ALL_CONSENT, type ConsentFlags, type ConsentRecord } from '../consent-record';
import { closeConsentBanner, showConsentSummary } from '../consent-banner-store';
import { useConsentStore } from '../consent-store';
import { BannerHeader } from './banner-header';
import { Actions, Status, Text } from './banner-styles';
import { ConsentSwitch } from './consent-switch';
import { PrivacyPolicyLink } from './privacy-policy-link';
import { VisitorDataActions } from './visitor-data-actions';

const Categories = styled.fieldset`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  border: 0;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const flagsOf = (record: ConsentRecord | null): ConsentFlags =>
  record
    ? (Object.fromEntries(CONSENT_FLAG_NAMES.map((name) => [name, record[name]])) as ConsentFlags)
    : REJECT_ALL_CONSENT;

export function PrivacySettings({ titleId }: { titleId: string }) {
  const record = useConsentStore((state) => state.record);
  const saveConsent = useConsentStore((state) => state.saveConsent);
  const [flags, setFlags] = useState(() => flagsOf(record));
  const [status, setStatus] = useState('');

  const choose = (chosen: ConsentFlags) => {
    saveConsent(chosen);
    closeConsentBanner();
  };

  return (
    <>
      <BannerHeader titleId={titleId} title="Privacy Settings" />
      <Text>
        Pick what we may do. You can change this any time from the footer. <PrivacyPolicyLink />.
      </Text>
      <Categories>
        <VisuallyHidden as="legend">Cookie categories</VisuallyHidden>
        <ul>
          <ConsentSwitch {...ESSENTIAL_CATEGORY} checked disabled />
          {OPTIONAL_CATEGORIES.map(({ flag, label, description }) => (
            <ConsentSwitch
              key={flag}
              label={label}
              description={description}
              checked={flags[flag]}
              onChange={(checked) => setFlags((current) => ({ ...current, [flag]: checked }))}
            />
          ))}
        </ul>
      </Categories>
      <Actions>
        <Button $variant="ghost" onClick={showConsentSummary}>
          Back
        </Button>
        <Button $variant="secondary" onClick={() => choose(REJECT_ALL_CONSENT)}>
          Reject All
        </Button>
        <Button onClick={() => choose(flags)}>Save Preferences</Button>
      </Actions>
      <VisitorDataActions
        onDownloaded={() => setStatus('Your data file has been downloaded.')}
        onDeleted={() => {
          setFlags(REJECT_ALL_CONSENT);
          setStatus('All your data has been deleted from this device.');
        }}
      />
      <Status role="status">{status}</Status>
    </>
  );
}
