import { expect, test } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(({ page }) => skipNewsletterPopup(page));

test('when a visitor sends the contact form by keyboard, then errors show beside the fields and then it is sent', async ({
  page,
}) => {
  await recordConsent(page);
  await page.goto('/contact');
  await expectRemote(page, 'mf-account');
  const name = page.getByLabel('Your name');
  await name.focus();

  // Enter on an empty form: every required field says what it needs, and focus goes to the first.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please choose a topic')).toBeVisible();
  await expect(page.getByText('Please write your message')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('Riley Nervous');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type('riley@');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // Tabbing back selects the text; End keeps it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.type('example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();

  await expect(page.getByLabel('Topic')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Topic')).toHaveValue('returns');
  await page.keyboard.press('Tab');
  await page.keyboard.type('PS-12');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Order numbers look like PS-2026-7KX4QM')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('ps-2026-7kx4qm');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Too short');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.type(' - the hoodie runs small, can I swap it for an XL?');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const sent = page.getByRole('heading', { name: 'Message sent' });
  await expect(sent).toBeFocused();
  await expect(page.getByText('we will reply to riley@example.com')).toBeVisible();
  await expect(page.getByText(/Your reference: [0-9A-F]{8}/)).toBeVisible();
});

test("when a visitor opens the consent banner's privacy policy link, then the policy describes the banner's categories", async ({
  page,
}) => {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible({ timeout: 6_000 });
  await banner.getByRole('link', { name: 'Read our privacy policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  for (const category of ['Tracking', 'Personalization', 'Marketing', 'Analytics']) {
    await expect(page.getByRole('heading', { level: 3, name: `${category} (only if you allow it)` })).toBeVisible();
  }
});
