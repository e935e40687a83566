import { randomBytes } from 'node:crypto';
import { NEWSLETTER_MESSAGES, type NewsletterSignup, type NewsletterSignupResponse } from '@ps/shared/schemas';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import type { NewsletterRepository } from './repository';
import { welcomeMail } from './welcome-mail';

/** 32 random bytes in base64url, as unsubscribe tokens are made. */
const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const SUBSCRIBED: NewsletterSignupResponse = { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed };

export function createNewsletterService(repository: NewsletterRepository, mailer: Mailer, logger: Logger) {
  return {
    /** Answers the same whether the address is new, known or renewed, so it tells nobody who is subscribed. */
    async signup(signup: NewsletterSignup, siteOrigin: string): Promise<NewsletterSignupResponse> {
      const welcomed = await repository.subscribe({
        email: signup.email,
        name: signup.name ?? null,
        source: signup.source,
        variant: signup.variant ?? null,
        wantsUpdates: signup.wantsUpdates,
        unsubscribeToken: randomBytes(32).toString('base64url'),
      });
      // Not awaited: a slow mail server would otherwise make new addresses answer slower than known ones.
      if (welcomed) {
        mailer.send(welcomeMail(welcomed, siteOrigin)).catch((error: unknown) => {
          logger.error({ err: error }, 'welcome mail failed');
        });
      }
      return SUBSCRIBED;
    },

    /** False for a token that is malformed or unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      return UNSUBSCRIBE_TOKEN.test(token) && repository.unsubscribe(token);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
