import { z } from 'zod';

/** Codes the API sends today; clients must tolerate codes added later. */
export const apiErrorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNREADABLE_IMAGE',
  'UNREADABLE_AUDIO',
  'NOT_FOUND',
  'INVALID_SESSION',
  'FORBIDDEN',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'QUANTITY_LIMIT',
  'PURCHASE_LIMIT',
  'CART_EMPTY',
  'CART_CHANGED',
  'CART_UNAVAILABLE',
  'CHECKOUT_SESSION_TAKEN',
  'CHECKOUT_COMPLETED',
  'IDEMPOTENCY_KEY_REUSED',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'INCORRECT_CVC',
  'INCORRECT_NUMBER',
  'AUTHENTICATION_REQUIRED',
  'PAYMENT_FAILED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'RATE_LIMITED',
  'CSRF',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'LAST_ADMIN',
  'MEMBER_DISABLED',
  'INVALID_TOKEN',
  'LINK_EXPIRED',
  'INVALID_TRANSITION',
  'VERSION_CONFLICT',
  'SLUG_TAKEN',
  'SKU_TAKEN',
  'IMAGE_LIMIT',
  'CATEGORY_NOT_EMPTY',
  'PAYMENT_NOT_REFUNDED',
  'NOTHING_TO_REFUND',
  'REFUND_TOO_LARGE',
  'PROMO_INVALID',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The one body of every 4xx and 5xx answer. `fields` maps a field path to its problem. */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
