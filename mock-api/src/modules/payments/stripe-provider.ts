import Stripe from 'stripe';
import type { StripeConfig } from '../../config-commerce';
import { AppError } from '../../http/app-error';
import {
  cardDetailsMissing,
  paymentRefused,
  refundRefused,
  type AuthorizedPayment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
} from './payment-provider';
import { methodTypeFromStripe } from '@ps/shared/rules';
import { refusalFromStripe } from './stripe-refusals';

const HELD_OR_TAKEN = ['requires_capture', 'succeeded'] as const;

const AUTHORIZED_EVENTS = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

/** STRIPE_API_URL (stripe-mock, a test double) as the client's host, port and protocol. */
function apiLocation(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

function toAuthorized(intent: Stripe.PaymentIntent): AuthorizedPayment | null {
  const status = HELD_OR_TAKEN.find((each) => each === intent.status);
  if (!status) return null;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    methodType: methodTypeFromStripe(method),
    last4: method?.card?.last4 ?? null,
    brand: method?.card?.brand ?? null,
    metadata: {
      checkoutSessionId: intent.metadata.checkout_session_id,
      idempotencyKey: intent.metadata.idempotency_key,
    },
  };
}

/** Card refusals become 402s the shopper can act on; an unreachable Stripe is our 503, not their fault. */
function fromStripeError(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeCardError) {
    return paymentRefused(refusalFromStripe(error.code, error.decline_code));
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return paymentRefused('PAYMENT_FAILED');
  return AppError.unavailable('The payment service is not answering. Please try again in a moment.', error);
}

/** PaymentIntents with manual capture: authorize on confirm, capture once the order is committed. */
export function createStripeProvider(config: StripeConfig, publicUrl: string): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...apiLocation(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });

  // Where PayPal sends the buyer back: this site's configured address, never a request's Host header.
  const returnUrlOf = (request: PaymentRequest) => `${publicUrl}${request.returnPath ?? '/checkout/return'}`;

  /** Creates and confirms the PaymentIntent here, for the server's amount, held for capture after the order. */
  async function createIntent(
    request: PaymentRequest,
    redirects: { allow_redirects: 'never' | 'always' },
    return_url?: string,
  ): Promise<Stripe.PaymentIntent> {
    if (request.card) {
      throw AppError.validation('Card details go to Stripe.js; send its payment method id instead', {
        card: 'Send paymentMethodId from Stripe.js, not card details',
      });
    }
    if (!request.paymentMethodId) throw cardDetailsMissing();
    try {
      return await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          capture_method: 'manual',
          confirm: true,
          payment_method: request.paymentMethodId,
          automatic_payment_methods: { enabled: true, ...redirects },
          ...(return_url ? { return_url } : {}),
          description: request.description,
          metadata: {
            checkout_session_id: request.metadata.checkoutSessionId,
            idempotency_key: request.metadata.idempotencyKey,
          },
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      throw fromStripeError(error);
    }
  }

  const retrieve = (id: string) => stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });

  return {
    name: 'stripe',
    testMode: config.testMode,
    publishableKey: config.publishableKey,
    // Cards, typed or from a wallet's sheet, are confirmed here with no redirect; PayPal sends the buyer
    // away to approve and back to /checkout/return, which finishes the order (decision 074).
    methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
    async authorize(request) {
      const intent = await createIntent(request, { allow_redirects: 'never' });
      const authorized = toAuthorized(intent);
      if (authorized) return authorized;
      await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
      throw paymentRefused(intent.status === 'requires_action' ? 'AUTHENTICATION_REQUIRED' : 'PAYMENT_FAILED');
    },
    async startRedirect(request) {
      const intent = await createIntent(request, { allow_redirects: 'always' }, returnUrlOf(request));
      const authorized = toAuthorized(intent);
      if (authorized) return { kind: 'authorized', payment: authorized };
      const redirectUrl = intent.next_action?.redirect_to_url?.url;
      if (intent.status !== 'requires_action' || !redirectUrl) {
        await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        throw paymentRefused('PAYMENT_FAILED');
      }
      return { kind: 'redirect', paymentId: intent.id, redirectUrl };
    },
    async findRedirected(paymentId) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await retrieve(paymentId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw fromStripeError(error);
      }
      const { checkout_session_id: checkoutSessionId, idempotency_key: idempotencyKey } = intent.metadata;
      return {
        amountCents: intent.amount,
        metadata: { checkoutSessionId, idempotencyKey },
        authorized: toAuthorized(intent),
      };
    },
    async capture(paymentId) {
      const intent = await retrieve(paymentId);
      if (intent.status === 'succeeded') return;
      await stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey: `capture-${paymentId}` });
    },
    async cancel(paymentId) {
      const intent = await retrieve(paymentId);
      if (intent.status === 'canceled' || intent.status === 'succeeded') return;
      await stripe.paymentIntents.cancel(paymentId);
    },
    async refund(paymentId, idempotencyKey, amountCents) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw refundRefused(error.message, error);
        throw AppError.unavailable('The payment service is not answering. Please try again in a moment.', error);
      }
    },
    async findAuthorized(paymentId) {
      return toAuthorized(await retrieve(paymentId));
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (error) {
        throw new AppError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header does not match the body', {
          cause: error,
        });
      }
      if (!event.type.startsWith('payment_intent.')) return { kind: 'ignored', type: event.type };
      const paymentId = (event.data.object as Stripe.PaymentIntent).id;
      if (AUTHORIZED_EVENTS.has(event.type)) return { kind: 'payment_authorized', paymentId };
      if (event.type === 'payment_intent.payment_failed') return { kind: 'payment_failed', paymentId };
      return { kind: 'ignored', type: event.type };
    },
  };
}
