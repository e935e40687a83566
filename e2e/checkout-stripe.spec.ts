import { expect, test } from '@playwright/test';
import { startFakeStripe } from '../mock-api/test/support/fake-stripe';
import { expectNoSeriousViolations } from './support/axe';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillShippingStep } from './support/checkout';
import { fakeStripeSeen, serveFakeStripeJs } from './support/fake-stripe-js';
import { startSiteCopyServer, type SiteCopyServer } from './support/site-copy-server';
import { recordConsent } from './support/visitor';
import { acceptCheckoutTerms } from './support/wallets';

/*
 * A store running on Stripe: a server of its own whose real `stripe` client talks to a local Stripe API
 * double, and a browser given a Stripe.js double (support/fake-stripe-js.ts) in place of js.stripe.com.
 * Ports from this journey's own range: the site on PORT + 2, the Stripe API double on PORT + 1.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const WEBHOOK_SECRET = 'whsec_e2e_stripe';

test.describe('checkout on Stripe', () => {
  let site: SiteCopyServer | undefined;
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stripeApi = await startFakeStripe(WEBHOOK_SECRET, PORT + 1);
    site = await startSiteCopyServer(
      {
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      },
      PORT + 2,
    );
  });

  test.afterAll(async () => {
    await site?.stop();
    await stripeApi?.close();
  });

  test('when the store runs on Stripe, then the payment step mounts the Payment Element, shows a decline and places a Google Pay order', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: site!.baseURL });
    const page = await context.newPage();
    await recordConsent(page);
    const stripeScripts = await serveFakeStripeJs(page);

    const products = await allProducts(context.request);
    const product = products.find((each) => each.variants[0]!.inventory.available > 10)!;
    await addToCartFromProductPage(page, product.slug);
    await page.goto('/checkout');
    await fillCustomerStep(page, 'stripe-fan@example.com');
    // Stripe.js is for the payment step only.
    expect(stripeScripts()).toBe(0);
    await fillShippingStep(page);

    const element = page.getByTestId('fake-payment-element');
    await expect(element).toBeVisible();
    expect(stripeScripts()).toBe(1);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    // Stripe takes all four methods: none is said to be missing.
    await expect(page.getByTestId('absent-payment-methods')).toHaveCount(0);
    await expectNoSeriousViolations(page, '[data-testid="stripe-payment"]');
    const button = page.getByRole('button', { name: /^Complete Order - \$/ });
    const total = Number((await button.textContent())!.replace(/[^\d.]/g, ''));
    const seen = await fakeStripeSeen(page);
    expect(seen.publishableKeys).toContain('pk_test_e2e');
    expect(seen.elementsOptions.at(-1)).toMatchObject({
      mode: 'payment',
      amount: Math.round(total * 100),
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });

    await element.getByLabel('Test Visa ending in 0002 (declined)').check();
    await acceptCheckoutTerms(page);
    await button.click();
    await expect(page.getByTestId('payment-error')).toContainText('Your card was declined. Try another card.');
    expect(stripeApi!.intents.size).toBe(0);

    await element.getByLabel('Test Google Pay (Visa ending in 4242)').check();
    await button.click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=PS-/);
    await expect(page.getByText('Payment: Google Pay (Visa ending in 4242)')).toBeVisible();
    const [intent] = [...stripeApi!.intents.values()];
    expect(intent).toMatchObject({ amount: Math.round(total * 100), status: 'succeeded' });
    await context.close();
  });

  test('when a fan pays with PayPal on Stripe, then PayPal sends them back after a cancel to choose again with the cart intact, and after approving the order is placed once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: site!.baseURL });
    const page = await context.newPage();
    await recordConsent(page);
    await serveFakeStripeJs(page);

    const products = await allProducts(context.request);
    const product = products.find((each) => each.variants[0]!.inventory.available > 10)!;
    await addToCartFromProductPage(page, product.slug);
    await page.goto('/checkout');
    await fillCustomerStep(page, 'paypal-fan@example.com');
    await fillShippingStep(page);

    const element = page.getByTestId('fake-payment-element');
    await element.getByLabel('Test PayPal account').check();
    await acceptCheckoutTerms(page);
    const button = page.getByRole('button', { name: /^Complete Order - \$/ });
    const total = Number((await button.textContent())!.replace(/[^\d.]/g, ''));
    await button.click();

    // The Stripe API double's stand-in for PayPal's page; cancelling there sends the fan back.
    await expect(page.getByRole('heading', { name: 'PayPal (test double)' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel and return to the store' }).click();
    await expect(page).toHaveURL(/\/checkout\/return\?payment_intent=pi_/);
    await expect(page.getByRole('heading', { name: 'PayPal did not take the payment' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Choose another payment method' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(button).toContainText(total.toFixed(2));

    await element.getByLabel('Test PayPal account').check();
    await acceptCheckoutTerms(page);
    await button.click();
    await page.getByRole('link', { name: 'Approve the payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=PS-/);
    await expect(page.getByText('Payment: PayPal')).toBeVisible();
    const paid = [...stripeApi!.intents.values()].filter(
      (intent) => intent.payment_method === 'pm_paypal' && intent.status === 'succeeded',
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: Math.round(total * 100) });
    await context.close();
  });
});
