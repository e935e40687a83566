import { useCallback, useState } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import { recordExperimentConversion } from '@ps/shared/experiments';
import { track } from '@ps/shared/tracking';
import { toast } from '@ps/shared/ui';
import { recordPopupSubscription } from '../popup-rules/popup-history';
import { SIGNUP_MESSAGES } from './signup-messages';
import { signupNewsletter, type NewsletterSignup } from './signup-newsletter';

export type SignupStatus = 'idle' | 'pending' | 'success' | 'failure';

/**
 * One signup call with the spec's toasts, tracking and experiment metric.
 * `submit` resolves true on success so the caller can clear its form.
 */
export function useNewsletterSignup() {
  const [status, setStatus] = useState<SignupStatus>('idle');
  /** The last failure's words, for forms that show them beside the field too. */
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useCallback(async (signup: NewsletterSignup): Promise<boolean> => {
    setStatus('pending');
    setFailure(null);
    try {
      await signupNewsletter(signup);
    } catch (error) {
      const message = userErrorMessage(error, SIGNUP_MESSAGES.failureFallback);
      setStatus('failure');
      setFailure(message);
      toast({ title: SIGNUP_MESSAGES.failureTitle, description: message, variant: 'destructive' });
      return false;
    }
    setStatus('success');
    recordPopupSubscription();
    toast({ ...SIGNUP_MESSAGES.success, variant: 'success' });
    track('newsletter_signup', {
      elementId: signup.source,
      metadata: { source: signup.source, variant: signup.variant },
    });
    recordExperimentConversion('newsletter-signup-optimization');
    return true;
  }, []);

  return { status, failure, submit };
}
