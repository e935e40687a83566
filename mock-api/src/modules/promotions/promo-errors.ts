import { PROMO_MESSAGES } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { PromoVerdict } from './discount-rules';

/** A code the shop does not know answers 404; one it knows but cannot take now, 422 with the reason. */
export const unknownPromo = (code: string) => new AppError(404, 'PROMO_INVALID', PROMO_MESSAGES.unknown(code));

export const promoRefused = (verdict: Extract<PromoVerdict, { ok: false }>) =>
  new AppError(422, 'PROMO_INVALID', verdict.message);

/** At create-order: the code stopped applying since the shopper saw the total. */
export const promoNoLongerApplies = (message: string) =>
  new AppError(409, 'PROMO_INVALID', `${message} Remove the code from your cart to continue.`);
