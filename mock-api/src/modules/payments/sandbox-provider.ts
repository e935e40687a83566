import { randomBytes } from 'node:crypto';
import {
  SANDBOX_TEST_CARDS,
  type CardDetails,
  type PaymentErrorCode,
  type PaymentMethodType,
} from '@ps/shared/schemas';
import { cardBrand, isExpired, passesLuhn } from './card-checks';
import {
  cardDetailsMissing,
  paymentRefused,
  refundRefused,
  type AuthorizedPayment,
  type PaymentProvider,
  type PaymentRequest,
} from './payment-provider';
import { walletPayment } from './sandbox-wallets';

/** Stripe's test numbers that fail, and how. */
const REFUSING_CARDS: Record<string, PaymentErrorCode> = {
  [SANDBOX_TEST_CARDS.declined]: 'CARD_DECLINED',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'INSUFFICIENT_FUNDS',
  '4000000000000069': 'EXPIRED_CARD',
  '4000000000000127': 'INCORRECT_CVC',
};

/** Stripe's test payment method ids, so a client built for Stripe works against the sandbox. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: SANDBOX_TEST_CARDS.success,
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: SANDBOX_TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: SANDBOX_TEST_CARDS.insufficientFunds,
};

const SANDBOX_METHODS: readonly PaymentMethodType[] = ['card', 'paypal', 'apple_pay', 'google_pay'];

/** Payments remembered; past this the oldest are forgotten, so a long-running sandbox stays small. */
const REMEMBERED_PAYMENTS = 10_000;

interface SandboxPayment extends AuthorizedPayment {
  cancelled: boolean;
  refundedCents: number;
}

/** Maps keep insertion order, so the first keys are the oldest. */
function forgetOldest(map: Map<string, unknown>): void {
  for (const key of map.keys()) {
    if (map.size <= REMEMBERED_PAYMENTS) return;
    map.delete(key);
  }
}

function cardOf(request: PaymentRequest, now: Date): CardDetails {
  if (request.card) return request.card;
  const number = request.paymentMethodId ? TEST_PAYMENT_METHODS[request.paymentMethodId] : undefined;
  if (number) return { number, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' };
  if (request.paymentMethodId) throw paymentRefused('PAYMENT_FAILED');
  throw cardDetailsMissing();
}

function checkCard(card: CardDetails, now: Date): void {
  if (!passesLuhn(card.number)) throw paymentRefused('INCORRECT_NUMBER');
  if (isExpired(card.expMonth, card.expYear, now)) throw paymentRefused('EXPIRED_CARD');
  const refusal = REFUSING_CARDS[card.number];
  if (refusal) throw paymentRefused(refusal);
}

/** The card or wallet the request pays with, as the brand and last digits the order keeps. */
function paidWith(request: PaymentRequest, now: Date): { brand: string | null; last4: string | null } {
  if (request.methodType !== 'card') return walletPayment(request.methodType, request);
  const card = cardOf(request, now);
  checkCard(card, now);
  return { brand: cardBrand(card.number), last4: card.number.slice(-4) };
}

/**
 * The default provider: no network, no money, Stripe's shapes and test cards, and stand-ins for
 * PayPal, Apple Pay and Google Pay (sandbox-wallets.ts).
 * Payments live in memory, so a restart forgets holds (nothing real was held).
 */
export function createSandboxProvider({ now = () => new Date() } = {}): PaymentProvider {
  const byKey = new Map<string, Promise<SandboxPayment>>();
  const byId = new Map<string, SandboxPayment>();

  async function authorizeOnce(request: PaymentRequest): Promise<SandboxPayment> {
    const method = paidWith(request, now());
    const payment: SandboxPayment = {
      id: `pi_sandbox_${randomBytes(12).toString('hex')}`,
      status: 'requires_capture',
      amountCents: request.amountCents,
      methodType: request.methodType,
      ...method,
      metadata: { ...request.metadata },
      cancelled: false,
      refundedCents: 0,
    };
    byId.set(payment.id, payment);
    forgetOldest(byId);
    return payment;
  }

  const refundsByKey = new Map<string, string>();

  const publicView = ({
    cancelled: _cancelled,
    refundedCents: _refundedCents,
    ...payment
  }: SandboxPayment): AuthorizedPayment => ({
    ...payment,
  });

  return {
    name: 'sandbox',
    testMode: true,
    methods: SANDBOX_METHODS,
    async authorize(request) {
      // The promise is stored before it settles, so racing duplicates share one payment (or one refusal).
      let attempt = byKey.get(request.idempotencyKey);
      if (!attempt) {
        attempt = authorizeOnce(request);
        byKey.set(request.idempotencyKey, attempt);
        forgetOldest(byKey);
      }
      return publicView(await attempt);
    },
    async capture(paymentId) {
      const payment = byId.get(paymentId);
      if (!payment || payment.cancelled) throw new Error(`sandbox: no held payment ${paymentId} to capture`);
      payment.status = 'succeeded';
    },
    async cancel(paymentId) {
      const payment = byId.get(paymentId);
      if (payment && payment.status === 'requires_capture') payment.cancelled = true;
    },
    async refund(paymentId, idempotencyKey, amountCents) {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) return { refundId: earlier };
      const payment = byId.get(paymentId);
      // A payment from before a restart is forgotten, and nothing real was ever taken for it.
      if (payment?.status === 'requires_capture' || payment?.cancelled) throw refundRefused('it was never captured');
      if (payment) {
        const left = payment.amountCents - payment.refundedCents;
        if (left <= 0) throw refundRefused('it was already refunded');
        if ((amountCents ?? left) > left) throw refundRefused('that is more than is left of the payment');
        payment.refundedCents += amountCents ?? left;
      }
      const refundId = `re_sandbox_${randomBytes(12).toString('hex')}`;
      refundsByKey.set(idempotencyKey, refundId);
      forgetOldest(refundsByKey);
      return { refundId };
    },
    async findAuthorized(paymentId) {
      const payment = byId.get(paymentId);
      return payment && !payment.cancelled ? publicView(payment) : null;
    },
  };
}
