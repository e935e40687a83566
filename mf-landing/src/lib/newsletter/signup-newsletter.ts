import { apiRequest } from '@ps/shared/api';

export type SignupSource = 'contact_form' | 'exit_intent_modal' | 'newsletter_popup' | 'top_banner';

export interface NewsletterSignup {
  email: string;
  source: SignupSource;
  /** The experiment variant (contact form, banner) or the offer shown (exit intent). */
  variant: string;
  name?: string;
  wantsUpdates?: boolean;
}

export const NEWSLETTER_SIGNUP_PATH = '/api/newsletter/signup';

export function signupNewsletter(signup: NewsletterSignup): Promise<unknown> {
  return apiRequest<unknown>(NEWSLETTER_SIGNUP_PATH, { method: 'POST', body: signup });
}
