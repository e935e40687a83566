import { useState } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { Card } from '../../ui/card';
import { formatDateTime } from '../../ui/format';
import { useTwoFactorStatus } from './api/two-factor';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/** The Profile's two-factor section: set it up, see the recovery codes once, or turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  } else if (status.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load your two-factor settings"
        message={userErrorMessage(status.error, 'Please try again in a moment.')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = <Skeleton $height="120px" />;
  } else if (status.data.enabled) {
    body = (
      <>
        <p>
          On since {formatDateTime(status.data.enabledAt ?? '')}. {status.data.recoveryCodesLeft} of 10 recovery codes
          left.
        </p>
        {status.data.required ? (
          <p>An admin requires two-factor for all staff, so it stays on.</p>
        ) : (
          <DisableTwoFactorForm />
        )}
      </>
    );
  } else {
    body = <TwoFactorSetup onEnabled={setRecoveryCodes} />;
  }

  return (
    <Card aria-labelledby="two-factor-title" aria-busy={!status.data && !status.isError}>
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {body}
    </Card>
  );
}
