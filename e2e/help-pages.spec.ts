import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fillCustomerStep, fillShippingStep } from './support/checkout';
import { putBestStockedItemInCart } from './support/orders';
import { expectRemote } from './support/remotes';
import { giveSessionId, recordConsent, skipNewsletterPopup } from './support/visitor';

/** The defaults of SUPPORT_EMAIL and SUPPORT_PHONE, which the e2e server does not set. */
const SUPPORT_EMAIL = 'support@panicsquad.example';
const SUPPORT_PHONE = '+1 (615) 555-0142';

/** Each help page, its footer link, its heading and facts it must state. */
const HELP_PAGES: { path: string; link: string; heading: string; facts: (string | RegExp)[] }[] = [
  { path: '/contact', link: 'Contact us', heading: 'Contact us', facts: [SUPPORT_EMAIL, SUPPORT_PHONE] },
  {
    path: '/shipping',
    link: 'Shipping',
    heading: 'Shipping',
    facts: [
      '3-5 business days',
      '$5.99; free when your items add up to $50.00 or more',
      '$14.99, whatever the order total',
    ],
  },
  { path: '/returns', link: 'Returns', heading: 'Returns and exchanges', facts: [/30 days from delivery/] },
  { path: '/terms', link: 'Terms', heading: 'Terms and conditions', facts: ['Prices are in US dollars.'] },
  {
    path: '/privacy',
    link: 'Privacy policy',
    heading: 'Privacy policy',
    facts: ['Tracking (only if you allow it)', 'ps_user_profile', /for 30 days and at most 1000/, 'Analytics events'],
  },
];

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

async function expectHelpPage(page: Page, { heading, facts }: (typeof HELP_PAGES)[number]) {
  await expectRemote(page, 'mf-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  for (const fact of facts) await expect(page.getByText(fact).first()).toBeVisible();
}

for (const help of HELP_PAGES) {
  test(`when a visitor follows the footer's ${help.link} link, then ${help.path} answers 200 with its content`, async ({
    page,
  }) => {
    const response = await page.request.get(help.path, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    await page.goto('/store');
    await page.getByRole('navigation', { name: 'Help and policies' }).getByRole('link', { name: help.link }).click();
    await expect(page).toHaveURL(help.path);
    await expectHelpPage(page, help);
  });
}

test('when a visitor uses the help links of orders and an unknown confirmation, then they reach the contact page', async ({
  page,
}) => {
  await page.goto('/account/orders');
  await page.getByRole('link', { name: /Contact support/ }).click();
  await expectHelpPage(page, HELP_PAGES[0]!);

  await page.goto('/checkout/success');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL('/contact');

  await page.goto('/privacy-policy');
  await expect(page).toHaveURL('/privacy');
});

test('when a shopper checks out, then every step ends with support contacts and the policy links, and the agreements link to the texts', async ({
  page,
  request,
}) => {
  const sessionId = randomUUID();
  await putBestStockedItemInCart(request, sessionId);
  await giveSessionId(page, sessionId);

  await page.goto('/checkout');
  const checkoutFooter = page.locator('footer').filter({ hasText: 'Questions before you order?' });
  await expect(checkoutFooter.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+16155550142');
  await expect(checkoutFooter.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  for (const path of ['/privacy', '/terms', '/shipping', '/returns']) {
    await expect(checkoutFooter.locator(`a[href="${path}"]`)).toBeVisible();
  }

  await fillCustomerStep(page, `shopper-${sessionId.slice(0, 8)}@example.com`);
  await fillShippingStep(page);
  await expect(checkoutFooter.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  const agreement = page.locator('label', { hasText: 'I agree to the Terms and Conditions' });
  await expect(agreement.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(agreement.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  const [policyTab] = await Promise.all([
    page.context().waitForEvent('page'),
    agreement.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(policyTab.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy')).not.toBeChecked();
});
