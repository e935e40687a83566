import {
  BACK_IN_STOCK_MESSAGES,
  type BackInStockConfirmResponse,
  type BackInStockSignup,
  type BackInStockSignupResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import { hashOfToken, newSecretToken } from '../../platform/sessions/secret-token';
import { confirmMail } from './mails';
import { notifyWhenBack } from './notify-when-back';
import { backInStockQueries, CONFIRM_LINK_TTL_DAYS } from './repository';

/** 32 random bytes in base64url, as the tokens are made. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in customer behind a sign-up, when the request proved it (CSRF token) and the address is confirmed. */
export interface ConfirmedCustomer {
  id: number;
  email: string;
}

const invalidLink = () => new AppError(404, 'INVALID_TOKEN', BACK_IN_STOCK_MESSAGES.invalidConfirmLink);

export function createBackInStockService(db: Db, siteOrigin: string) {
  return {
    /**
     * Answers the same for a new or repeated sign-up, so it tells nobody who is waiting. A customer's
     * own confirmed address is on the list at once; any other address gets a confirmation mail first.
     */
    async signup(signup: BackInStockSignup, customer: ConfirmedCustomer | null): Promise<BackInStockSignupResponse> {
      const own = customer !== null && customer.email.toLowerCase() === signup.email.toLowerCase();
      const token = newSecretToken();
      const needsConfirmation = await db.transaction().execute(async (trx) => {
        const variant = await backInStockQueries.variant(trx, signup.variantId);
        if (!variant?.onSale) throw AppError.notFound(BACK_IN_STOCK_MESSAGES.unknownVariant);
        if (variant.available > 0) throw new AppError(409, 'IN_STOCK', BACK_IN_STOCK_MESSAGES.inStock);
        const request = {
          variantId: signup.variantId,
          email: signup.email,
          customerId: own ? customer.id : null,
          unsubscribeToken: newSecretToken(),
          confirmTokenHash: own ? null : hashOfToken(token),
        };
        const opened = await backInStockQueries.open(trx, request, CONFIRM_LINK_TTL_DAYS);
        if (opened?.needsConfirmation) {
          await enqueueMail(trx, 'back_in_stock_confirm', confirmMail(signup.email, variant, token, siteOrigin));
        }
        return !own;
      });
      return needsConfirmation
        ? { status: 'confirmation_sent', message: BACK_IN_STOCK_MESSAGES.confirmationSent }
        : { status: 'subscribed', message: BACK_IN_STOCK_MESSAGES.subscribed };
    },

    /** Confirms once. A variant restocked while the mail waited in the inbox is announced at once. */
    async confirm(token: string): Promise<BackInStockConfirmResponse> {
      if (!TOKEN.test(token)) throw invalidLink();
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await backInStockQueries.confirm(trx, hashOfToken(token));
        if (result.kind !== 'confirmed') return result.kind;
        const variant = await backInStockQueries.variant(trx, result.variantId);
        if (variant && variant.available > 0) {
          await notifyWhenBack(trx, { variantId: result.variantId, before: 0, after: variant.available }, siteOrigin);
        }
        return result.kind;
      });
      if (outcome === 'expired') throw new AppError(410, 'LINK_EXPIRED', BACK_IN_STOCK_MESSAGES.expiredConfirmLink);
      if (outcome === 'invalid') throw invalidLink();
      return { status: 'confirmed', message: BACK_IN_STOCK_MESSAGES.confirmed };
    },

    /** False for a token that is malformed or unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      return TOKEN.test(token) && backInStockQueries.unsubscribe(db, token);
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
