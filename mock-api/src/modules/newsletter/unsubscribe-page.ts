import { NEWSLETTER_MESSAGES } from '@ps/shared/schemas';
import { messagePage } from '../../http/message-page';

/** The answer to an unsubscribe link. */
export const unsubscribedPage = (): string =>
  messagePage('You are unsubscribed', `${NEWSLETTER_MESSAGES.unsubscribed} No more e-mails from us. Rock on!`);

export const invalidUnsubscribeLinkPage = (): string =>
  messagePage(
    'Link not valid',
    `${NEWSLETTER_MESSAGES.invalidUnsubscribeLink}. It may have been mistyped or cut short.`,
  );
