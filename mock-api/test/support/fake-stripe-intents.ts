/* The PaymentIntents a Stripe double keeps, and the answers Stripe gives about them. */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  metadata: Record<string, string>;
  payment_method: string;
  return_url?: string;
  next_action?: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/**
 * Stripe's test payment methods, and how the declining ones decline; pm_apple_pay_visa and pm_google_pay_visa
 * stand for what Stripe.js makes from a wallet's sheet (a card whose wallet is named), pm_paypal for a PayPal
 * account (a method that always sends the buyer to PayPal to approve).
 */
const TEST_METHODS: Record<string, { last4: string; brand: string; decline?: string; wallet?: string; type?: string }> =
  {
    pm_card_visa: { last4: '4242', brand: 'visa' },
    pm_apple_pay_visa: { last4: '4242', brand: 'visa', wallet: 'apple_pay' },
    pm_google_pay_visa: { last4: '4242', brand: 'visa', wallet: 'google_pay' },
    pm_paypal: { last4: '', brand: '', type: 'paypal' },
    pm_card_chargeDeclined: { last4: '0002', brand: 'visa', decline: 'generic_decline' },
    pm_card_chargeDeclinedInsufficientFunds: { last4: '9995', brand: 'visa', decline: 'insufficient_funds' },
  };

const invalidRequest = (status: number, code: string): FakeReply => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message: code } },
});

const wantsPaymentMethod = (form: Record<string, unknown>) =>
  Object.values((form.expand as object | undefined) ?? {}).includes('payment_method');

/** `approvalUrl(id)` is where a PayPal payment sends the buyer: the double's own stand-in for PayPal's page. */
export function createIntentStore(approvalUrl: (intentId: string) => string = (id) => `/paypal/${id}`) {
  const intents = new Map<string, FakeIntent>();
  /** Cents refunded so far, by PaymentIntent. */
  const refunded = new Map<string, number>();
  let count = 0;

  const expanded = (id: string) => {
    const { wallet, type = 'card', ...card } = TEST_METHODS[id] ?? { last4: '', brand: '' };
    if (type !== 'card') return { id, object: 'payment_method', type, [type]: {} };
    return { id, object: 'payment_method', type, card: { ...card, wallet: wallet ? { type: wallet } : null } };
  };

  const view = (intent: FakeIntent, expand: boolean) => ({
    ...intent,
    payment_method: expand ? expanded(intent.payment_method) : intent.payment_method,
  });

  return {
    intents,

    create(form: Record<string, unknown>): FakeReply {
      const method = TEST_METHODS[String(form.payment_method)];
      if (!method) return invalidRequest(400, 'resource_missing');
      const noRedirects = (form.automatic_payment_methods as { allow_redirects?: string } | undefined)?.allow_redirects;
      if (method.type === 'paypal' && noRedirects === 'never') {
        return invalidRequest(400, 'payment_intent_payment_method_type_requires_redirect');
      }
      const returnUrl = form.return_url === undefined ? undefined : String(form.return_url);
      if (method.type === 'paypal' && !returnUrl) return invalidRequest(400, 'parameter_missing');
      if (method.decline) {
        const error = { type: 'card_error', code: 'card_declined', decline_code: method.decline, message: 'Declined' };
        return { status: 402, body: { error } };
      }
      count += 1;
      const intent: FakeIntent = {
        id: `pi_fake_${count}`,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: form.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
        capture_method: String(form.capture_method),
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        payment_method: String(form.payment_method),
      };
      if (method.type === 'paypal' && returnUrl) {
        // The buyer approves at PayPal first: nothing is held until they do.
        intent.status = 'requires_action';
        intent.return_url = returnUrl;
        const redirect = { url: approvalUrl(intent.id), return_url: returnUrl };
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: redirect };
      }
      intents.set(intent.id, intent);
      return { status: 200, body: view(intent, wantsPaymentMethod(form)) };
    },

    retrieve(id: string, form: Record<string, unknown>): FakeReply {
      const intent = intents.get(id);
      return intent
        ? { status: 200, body: view(intent, wantsPaymentMethod(form)) }
        : invalidRequest(404, 'resource_missing');
    },

    /** Refunds `amount` (all that is left when absent) of a captured payment; never more than was taken. */
    refund(form: Record<string, unknown>): FakeReply {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return invalidRequest(404, 'resource_missing');
      const before = refunded.get(intent.id) ?? 0;
      const amount = form.amount === undefined ? intent.amount - before : Number(form.amount);
      if (intent.status !== 'succeeded' || before >= intent.amount) {
        return invalidRequest(400, 'charge_already_refunded');
      }
      if (amount > intent.amount - before) return invalidRequest(400, 'amount_too_large');
      refunded.set(intent.id, before + amount);
      count += 1;
      const refund = { id: `re_fake_${count}`, object: 'refund', amount, payment_intent: intent.id };
      return { status: 200, body: { ...refund, status: 'succeeded' } };
    },

    /**
     * The buyer's answer at PayPal: approved holds the payment, cancelled leaves it needing another method,
     * as Stripe does. Returns where PayPal sends the buyer back, with Stripe's query parameters.
     */
    answerRedirect(id: string, approved: boolean): string | undefined {
      const intent = intents.get(id);
      if (!intent?.return_url || intent.status !== 'requires_action') return intent?.return_url;
      intent.status = approved ? 'requires_capture' : 'requires_payment_method';
      intent.next_action = null;
      const back = new URL(intent.return_url);
      back.searchParams.set('payment_intent', id);
      back.searchParams.set('payment_intent_client_secret', `${id}_secret_fake`);
      back.searchParams.set('redirect_status', approved ? 'succeeded' : 'failed');
      return back.toString();
    },

    /** Capture (to succeeded) or cancel (to canceled) a held payment, as Stripe allows only then. */
    settle(id: string, to: 'succeeded' | 'canceled'): FakeReply {
      const intent = intents.get(id);
      const cancellable =
        to === 'canceled' && intent && ['requires_action', 'requires_payment_method'].includes(intent.status);
      if (!intent || (intent.status !== 'requires_capture' && !cancellable))
        return invalidRequest(400, 'payment_intent_unexpected_state');
      intent.status = to;
      return { status: 200, body: view(intent, false) };
    },
  };
}
