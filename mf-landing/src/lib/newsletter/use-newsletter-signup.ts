import { useCallback, useState } from 'react';
import { recordExperimentConversion } from '@ps/shared/experiments';
import { track } from '@ps/shared/tracking';
import { toast } from '@ps/shared/ui';
import { SIGNUP_MESSAGES, signupFailureMessage } from './signup-messages';
import { signupNewsletter, type NewsletterSignup } from './signup-newsletter';

export type SignupStatus = 'idle' | 'pending' | 'success' | 'failure';

/**
 * One signup call with the spec's toasts, tracking and experiment metric.
 * `submit` resolves true on success so the caller can clear its form.
 */
export function useNewsletterSignup() {
  const [status, setStatus] = useState<SignupStatus>('idle');

  const submit = useCallback(async (signup: NewsletterSignup): Promise<boolean> => {
    setStatus('pending');
    try {
      await signupNewsletter(signup);
    } catch (error) {
      setStatus('failure');
      toast({ title: SIGNUP_MESSAGES.failureTitle, description: signupFailureMessage(error), variant: 'destructive' });
      return false;
    }
    setStatus('success');
    toast({ ...SIGNUP_MESSAGES.success, variant: 'success' });
    track('newsletter_signup', {
      elementId: signup.source,
      metadata: { source: signup.source, variant: signup.variant },
    });
    recordExperimentConversion('newsletter-signup-optimization');
    return true;
  }, []);

  return { status, submit };
}
