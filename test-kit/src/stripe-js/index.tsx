import type { ReactNode } from 'react';
import { vi } from 'vitest';

/*
 * A test double of Stripe.js at the module boundary (js.stripe.com is never loaded in tests): the Elements
 * provider records its options, the Payment Element is a placeholder, and elements.submit and
 * stripe.createPaymentMethod answer as each test sets them. A test file mocks both packages with it:
 *   vi.mock('@stripe/stripe-js/pure', async () => (await import('@ps/test-kit/stripe-js')).stripeJsModule);
 *   vi.mock('@stripe/react-stripe-js', async () => (await import('@ps/test-kit/stripe-js')).reactStripeJsModule);
 */
export const stripeJs = {
  elementsOptions: [] as unknown[],
  loadStripe: vi.fn(),
  submit: vi.fn(),
  createPaymentMethod: vi.fn(),
  /** Back to a Stripe.js that loads, accepts the fields and makes a plain card payment method. */
  reset() {
    stripeJs.elementsOptions.length = 0;
    stripeJs.loadStripe.mockReset().mockResolvedValue({});
    stripeJs.submit.mockReset().mockResolvedValue({});
    stripeJs.createPaymentMethod.mockReset().mockResolvedValue({
      paymentMethod: { id: 'pm_card_visa', type: 'card', card: { wallet: null } },
    });
  },
};

export const stripeJsModule = { loadStripe: stripeJs.loadStripe };

export const reactStripeJsModule = {
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    stripeJs.elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ createPaymentMethod: stripeJs.createPaymentMethod }),
  useElements: () => ({ submit: stripeJs.submit }),
};
