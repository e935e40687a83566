import { randomBytes } from 'node:crypto';
import { NEWSLETTER_MESSAGES, type NewsletterSignup, type NewsletterSignupResponse } from '@ps/shared/schemas';
import { enqueueMail } from '../mail/outbox';
import type { NewsletterRepository } from './repository';
import { welcomeMail } from './welcome-mail';

/** 32 random bytes in base64url, as unsubscribe tokens are made. */
const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const SUBSCRIBED: NewsletterSignupResponse = { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed };

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /** Answers the same whether the address is new, known or renewed, so it tells nobody who is subscribed. */
    async signup(signup: NewsletterSignup, siteOrigin: string): Promise<NewsletterSignupResponse> {
      const subscriber = {
        email: signup.email,
        name: signup.name ?? null,
        source: signup.source,
        variant: signup.variant ?? null,
        wantsUpdates: signup.wantsUpdates,
        unsubscribeToken: randomBytes(32).toString('base64url'),
      };
      // The welcome is queued in the signup's transaction: a new address always gets one, a known one never.
      await repository.inTransaction(async (queries, trx) => {
        const welcomed = await queries.subscribe(subscriber);
        if (welcomed) await enqueueMail(trx, 'newsletter_welcome', welcomeMail(welcomed, siteOrigin));
      });
      return SUBSCRIBED;
    },

    /** False for a token that is malformed or unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      return UNSUBSCRIBE_TOKEN.test(token) && repository.unsubscribe(token);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
