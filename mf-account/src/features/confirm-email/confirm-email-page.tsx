import { useState } from 'react';
import { confirmSignup } from '@ps/shared/account-api';
import { ApiError } from '@ps/shared/api';
import { FormCard } from '@ps/shared/form';
import { Link } from '@ps/shared/router';
import { useSearchParams } from '@ps/shared/router';
import { ACCOUNT_MESSAGES } from '@ps/shared/rules';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { useStartSession } from '../../lib/account-flow/use-start-session';

const TRY_AGAIN = "We couldn't confirm your e-mail just now. Please try again.";

/**
 * Opened from the sign-up mail (`?token=`). The link is used by a click, not on load, so a mail
 * scanner that opens links does not spend it; the server decides whether it still works.
 */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your e-mail', description: 'Confirm your e-mail to open your account.' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const startSession = useStartSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.invalidConfirmLink);
  // A refused link stays refused: only a failure that may pass (the network, the server) offers the button again.
  const [refused, setRefused] = useState(!token);

  async function confirm() {
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      await startSession(await confirmSignup({ token }));
    } catch (error) {
      const linkRefused = error instanceof ApiError && error.status === 400;
      setProblem(linkRefused ? error.userMessage(ACCOUNT_MESSAGES.invalidConfirmLink) : TRY_AGAIN);
      setRefused(linkRefused);
      setBusy(false);
    }
  }

  return (
    <FormCard
      title="Open your account"
      intro="Confirming opens your account and signs you in here. Orders you placed as a guest with this address join it."
      footer={
        <p>
          Link expired? <Link to="/account/sign-in">Sign in</Link> with your e-mail and password and we will send a new
          one.
        </p>
      }
    >
      {problem && <p role="alert">{problem}</p>}
      {!refused && (
        <Button type="button" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Confirming…' : 'Confirm my e-mail'}
        </Button>
      )}
    </FormCard>
  );
}
