import { ApiError, apiRequest } from '@ps/shared/api';
import { retryAfterText } from '@ps/shared/form';
import { NEWSLETTER_MESSAGES, newsletterConfirmResponseSchema } from '@ps/shared/schemas';

export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';

export type ConfirmOutcome =
  | { kind: 'confirmed'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const FAILED = "We couldn't confirm your subscription just now. Please try again.";

/** What the confirm page shows for the server's answer: the link's own state, when to retry, or a retry for anything else. */
export function confirmOutcomeOf(error: unknown): ConfirmOutcome {
  if (error instanceof ApiError && error.status === 429) {
    const busy = error.userMessage(NEWSLETTER_MESSAGES.tooManyConfirmations);
    return { kind: 'failed', message: `${busy} ${retryAfterText(error.retryAfterSeconds)}` };
  }
  if (error instanceof ApiError && error.code === 'LINK_EXPIRED') {
    return { kind: 'expired', message: error.userMessage(NEWSLETTER_MESSAGES.expiredConfirmLink) };
  }
  if (error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.status === 400)) {
    return { kind: 'invalid', message: error.userMessage(NEWSLETTER_MESSAGES.invalidConfirmLink) };
  }
  return { kind: 'failed', message: FAILED };
}

export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  try {
    const answer = newsletterConfirmResponseSchema.parse(
      await apiRequest<unknown>(NEWSLETTER_CONFIRM_PATH, { method: 'POST', body: { token } }),
    );
    return { kind: 'confirmed', message: answer.message };
  } catch (error) {
    return confirmOutcomeOf(error);
  }
}
