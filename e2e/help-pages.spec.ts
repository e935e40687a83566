import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fillCustomerStep, fillShippingStep } from './support/checkout';
import { putBestStockedItemInCart } from './support/orders';
import { expectRemote } from './support/remotes';
import { openConsoleAs } from './support/staff-sessions';
import { giveSessionId, recordConsent, skipNewsletterPopup } from './support/visitor';

/** The defaults of SUPPORT_EMAIL and SUPPORT_PHONE, which the e2e server does not set. */
const SUPPORT_EMAIL = 'support@panicsquad.example';
const SUPPORT_PHONE = '+1 (615) 555-0142';

/** Each help page, its footer link, its heading and facts it must state. */
const HELP_PAGES: { path: string; link: string; heading: string; facts: (string | RegExp)[] }[] = [
  { path: '/contact', link: 'Contact us', heading: 'Contact us', facts: [SUPPORT_EMAIL, SUPPORT_PHONE] },
  {
    path: '/faq',
    link: 'FAQ',
    heading: 'Frequently asked questions',
    facts: ['When is shipping free?', 'free when your items add up to $50.00 or more', /within 30 days of delivery/],
  },
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
    path: '/fan-photo-terms',
    link: 'Fan photo terms',
    heading: 'Fan photo submission terms',
    facts: ['Your photo stays yours', 'What you allow us to do', 'Moderation', 'Removal on request'],
  },
  {
    path: '/privacy',
    link: 'Privacy policy',
    heading: 'Privacy policy',
    facts: [
      'Tracking (only if you allow it)',
      'ps_user_profile',
      /for 30 days and at most 1000/,
      'Analytics events',
      'Fan photos',
    ],
  },
  {
    path: '/press',
    link: 'Press kit',
    heading: 'Press kit',
    facts: ['press@panicsquad.band', 'Official profiles', /fans across platforms/],
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
    const footer = page.getByRole('navigation', { name: 'Help and policies' });
    await footer.getByRole('link', { name: help.link, exact: true }).click();
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

// In this file, whose tests run one after another: the others read the default support contact.
test('when an admin changes the support phone in the settings, then the checkout footer shows it', async ({
  page,
  request,
}) => {
  const newPhone = '+1 (615) 555-0199';
  await openConsoleAs(page, 'admin', '/admin/settings');
  const phone = page.getByLabel('Support phone');
  await expect(phone).toHaveValue(SUPPORT_PHONE);
  try {
    await phone.fill(newPhone);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    const sessionId = randomUUID();
    await putBestStockedItemInCart(request, sessionId);
    await giveSessionId(page, sessionId);
    await page.goto('/checkout');
    const checkoutFooter = page.locator('footer').filter({ hasText: 'Questions before you order?' });
    await expect(checkoutFooter.getByRole('link', { name: newPhone })).toHaveAttribute('href', 'tel:+16155550199');
  } finally {
    await page.goto('/admin/settings');
    await page.getByLabel('Support phone').fill(SUPPORT_PHONE);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  }
});

// In this file too: the shipping and FAQ pages above read the default threshold.
test('when an admin changes the free-shipping threshold, then the store hero and the product page’s Shipping tab state the new amount', async ({
  page,
  request,
}) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()).products as { slug: string }[];
  await openConsoleAs(page, 'admin', '/admin/settings');
  const threshold = page.getByLabel('Free shipping from (US$)');
  await expect(threshold).toHaveValue('50');
  // A cent above the default: journeys running beside this one (all prices end in .99) price every cart the same.
  try {
    await threshold.fill('50.01');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    await page.goto('/store');
    const hero = page.getByRole('region', { name: 'The Merch Lair' });
    await expect(hero.getByText('Free standard shipping on orders of $50.01 or more.')).toBeVisible();
    await expect(hero.getByRole('listitem').filter({ hasText: 'and up ships free' })).toContainText('$50.01');
    await expect(hero).not.toContainText('$50.00');

    await page.goto(`/store/${product!.slug}`);
    await page.getByRole('tab', { name: 'Shipping & Returns' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Free standard shipping on orders of $50.01 or more.');
    await expect(panel).not.toContainText('$50.00');
  } finally {
    await page.goto('/admin/settings');
    await page.getByLabel('Free shipping from (US$)').fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  }
});

// In this file too: the returns and FAQ pages above read the default window.
test('when an admin sets the returns window to 45 days, then the returns page says so, in the server’s first screen too', async ({
  page,
  request,
}) => {
  await openConsoleAs(page, 'admin', '/admin/settings');
  const window = page.getByLabel('Returns window (days after delivery)');
  await expect(window).toHaveValue('30');
  try {
    await window.fill('366');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();
    await window.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    await page.goto('/returns');
    await expect(page.getByText('You have 45 days from delivery', { exact: false })).toBeVisible();
    await expect
      .poll(async () =>
        (await (await request.get('/returns', { headers: { accept: 'text/html' } })).text()).includes(
          '45 days from delivery',
        ),
      )
      .toBe(true);
  } finally {
    await page.goto('/admin/settings');
    await page.getByLabel('Returns window (days after delivery)').fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  }
});
