import {
  PAYMENT_ERROR_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_NAMES,
  type CardDetails,
  type PaymentErrorCode,
  type PaymentMethodType,
  type PaymentProviderName,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';

/** What checkout asks a provider to hold on the shopper's card (authorize now, capture after the order commits). */
export interface PaymentRequest {
  amountCents: number;
  /** One key, one payment: a repeated request gets the first answer back instead of a second charge. */
  idempotencyKey: string;
  methodType: PaymentMethodType;
  /** A payment method made by the provider's browser SDK (pm_...). */
  paymentMethodId?: string;
  /** Raw card details; the sandbox takes them, Stripe refuses them. Never stored, never logged. */
  card?: CardDetails;
  description: string;
  /** Read back from webhooks to find the checkout. */
  metadata: PaymentMetadata;
  /** Where a redirect method sends the buyer back, under PUBLIC_URL; the checkout's return page unless told. */
  returnPath?: string;
}

export interface PaymentMetadata {
  checkoutSessionId: string;
  idempotencyKey: string;
}

/** A payment the provider holds (requires_capture) or has taken (succeeded). */
export interface AuthorizedPayment {
  id: string;
  status: 'requires_capture' | 'succeeded';
  amountCents: number;
  /** What paid, as the provider saw it (Stripe's Payment Element may take another method than the draft named). */
  methodType: PaymentMethodType;
  last4: string | null;
  brand: string | null;
  metadata: Partial<PaymentMetadata>;
}

/** A payment the buyer approves on the method's own site: where to send them, or the payment if nothing was left to approve. */
export type RedirectStart =
  { kind: 'redirect'; paymentId: string; redirectUrl: string } | { kind: 'authorized'; payment: AuthorizedPayment };

export interface RedirectedPayment {
  amountCents: number;
  metadata: Partial<PaymentMetadata>;
  /** Null when the buyer cancelled or the method refused (nothing is held). */
  authorized: AuthorizedPayment | null;
}

/** A provider's webhook, verified and reduced to what checkout acts on. */
export type PaymentEvent =
  | { kind: 'payment_authorized'; paymentId: string }
  | { kind: 'payment_failed'; paymentId: string }
  | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when no real money moves. */
  readonly testMode: boolean;
  readonly publishableKey?: string;
  /** The payment methods this provider can take; checkout offers and accepts no other. */
  readonly methods: readonly PaymentMethodType[];
  /** Throws a 402 AppError (CARD_DECLINED, INSUFFICIENT_FUNDS, ...) when the payment is refused. */
  authorize(request: PaymentRequest): Promise<AuthorizedPayment>;
  /**
   * Starts a payment the buyer approves elsewhere (PayPal through Stripe), with the provider's return to this
   * site; absent when the provider confirms every method itself. Throws a 402 AppError when refused at once.
   */
  startRedirect?(request: PaymentRequest): Promise<RedirectStart>;
  /** Such a payment as the provider now sees it, when the buyer is back; null for an id it does not know. */
  findRedirected?(paymentId: string): Promise<RedirectedPayment | null>;
  /** Takes the held amount; capturing a captured payment is a no-op. */
  capture(paymentId: string): Promise<void>;
  /** Releases a hold that will not become an order; releasing twice is a no-op. */
  cancel(paymentId: string): Promise<void>;
  /**
   * Gives back `amountCents` of the captured amount, or all that is left when absent;
   * one key refunds once, so a retried request gets the first refund back. Throws a
   * 409 AppError (PAYMENT_NOT_REFUNDED) when the provider refuses (more than is left).
   */
  refund(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<{ refundId: string }>;
  /** The payment if it is held or taken, else null (declined, cancelled or unknown). */
  findAuthorized(paymentId: string): Promise<AuthorizedPayment | null>;
  /** Verifies a webhook over its raw body; absent when the provider sends none. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The 402 a refused payment answers with: the code says why, the message is for the shopper. */
export function paymentRefused(code: PaymentErrorCode): AppError {
  return new AppError(402, code, PAYMENT_ERROR_MESSAGES[code]);
}

/** A method the running provider cannot take (the checkout never offers it). */
export function paymentMethodUnavailable(methods: readonly PaymentMethodType[]): AppError {
  const names = methods.map((method) => PAYMENT_METHOD_NAMES[method].replace('Card', 'card'));
  const only =
    methods.length === 1 && methods[0] === 'card'
      ? 'card payments'
      : `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1)}`;
  return new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', `This store can only take ${only} right now.`, {
    fields: { 'paymentMethod.type': PAYMENT_MESSAGES.paymentMethodRequired },
  });
}

export function refundRefused(reason: string, cause?: unknown): AppError {
  return new AppError(409, 'PAYMENT_NOT_REFUNDED', `The payment provider did not refund this payment: ${reason}`, {
    cause,
  });
}

export function cardDetailsMissing(): AppError {
  return AppError.validation(PAYMENT_MESSAGES.cardDetailsRequired, { card: PAYMENT_MESSAGES.cardDetailsRequired });
}
