import { useRef, useState } from 'react';
import { FormCard } from '@ps/shared/form';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { confirmSubscription, type ConfirmOutcome } from '../../lib/newsletter/confirm-subscription';

const TITLES: Record<ConfirmOutcome['kind'], string> = {
  confirmed: "You're in the Squad!",
  expired: 'This link has expired',
  invalid: 'This link does not work',
  failed: 'Confirm your subscription',
};

/**
 * Opened from the confirmation e-mail (`?token=`). The fan presses the button: a link
 * scanner that merely opens the page confirms nobody.
 */
export function ConfirmSubscriptionPage() {
  usePageMeta({ title: 'Confirm your subscription', description: 'Confirm your Panic Squad newsletter signup.' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(
    token ? null : { kind: 'invalid', message: 'This link has no confirmation code. Use the link from your e-mail.' },
  );
  const [pending, setPending] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);

  const confirm = async () => {
    if (!token) return;
    setPending(true);
    setOutcome(await confirmSubscription(token));
    setPending(false);
    result.current?.focus();
  };

  const showButton = outcome === null || outcome.kind === 'failed';
  return (
    <FormCard title={outcome ? TITLES[outcome.kind] : 'Confirm your subscription'}>
      {outcome === null && <p>One click and you are subscribed to the Panic Squad newsletter.</p>}
      <p ref={result} tabIndex={-1} role={outcome?.kind === 'confirmed' ? 'status' : 'alert'}>
        {outcome?.message}
      </p>
      {outcome?.kind === 'expired' || outcome?.kind === 'invalid' ? (
        <p>Sign up again on the home page and we will send you a fresh link.</p>
      ) : null}
      {showButton ? (
        <Button onClick={confirm} disabled={pending} aria-disabled={pending}>
          {pending ? 'Confirming…' : 'Confirm my subscription'}
        </Button>
      ) : (
        <ButtonLink to="/">Back to Panic Squad</ButtonLink>
      )}
    </FormCard>
  );
}
