import {
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmResponse,
  type NewsletterSignup,
  type NewsletterSignupResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import { hashOfToken, newSecretToken } from '../../platform/sessions/secret-token';
import { confirmMail } from './confirm-mail';
import { confirmNewsletterSubscriber, requestNewsletterConfirmation, unsubscribeFromNewsletter } from './repository';
import { welcomeMail } from './welcome-mail';

/** 32 random bytes in base64url, as unsubscribe and confirm tokens are made. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const CONFIRMATION_SENT: NewsletterSignupResponse = {
  status: 'confirmation_sent',
  message: NEWSLETTER_MESSAGES.confirmationSent,
};
const CONFIRMED: NewsletterConfirmResponse = { status: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed };

/** Makes the signed EP download link for a subscriber id. */
export type EpLinkMaker = (siteOrigin: string, subscriberId: number) => Promise<string>;

export function createNewsletterService(db: Db, epLinkFor: EpLinkMaker) {
  return {
    /** Answers the same whether the address is new, pending, confirmed or renewed, so it tells nobody who is subscribed. */
    async signup(signup: NewsletterSignup, siteOrigin: string): Promise<NewsletterSignupResponse> {
      const token = newSecretToken();
      const subscriber = {
        email: signup.email,
        name: signup.name ?? null,
        source: signup.source,
        variant: signup.variant ?? null,
        wantsUpdates: signup.wantsUpdates,
        unsubscribeToken: newSecretToken(),
        confirmTokenHash: hashOfToken(token),
      };
      // Queued in the signup's transaction: the mail goes out if and only if the token was stored.
      await db.transaction().execute(async (trx) => {
        const pending = await requestNewsletterConfirmation(trx, subscriber);
        if (pending) await enqueueMail(trx, 'newsletter_confirm', confirmMail(pending, token, siteOrigin));
      });
      return CONFIRMATION_SENT;
    },

    /** Confirms once; the welcome with the EP is queued in the same transaction. */
    async confirm(token: string, siteOrigin: string): Promise<NewsletterConfirmResponse> {
      if (!TOKEN.test(token)) throw new AppError(404, 'INVALID_TOKEN', NEWSLETTER_MESSAGES.invalidConfirmLink);
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await confirmNewsletterSubscriber(trx, hashOfToken(token));
        if (result.kind !== 'confirmed') return result.kind;
        const epLink = await epLinkFor(siteOrigin, result.subscriber.id);
        await enqueueMail(trx, 'newsletter_welcome', welcomeMail(result.subscriber, siteOrigin, epLink));
        return result.kind;
      });
      if (outcome === 'expired') throw new AppError(410, 'LINK_EXPIRED', NEWSLETTER_MESSAGES.expiredConfirmLink);
      if (outcome === 'invalid') throw new AppError(404, 'INVALID_TOKEN', NEWSLETTER_MESSAGES.invalidConfirmLink);
      return CONFIRMED;
    },

    /** False for a token that is malformed or unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      return TOKEN.test(token) && unsubscribeFromNewsletter(db, token);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
