import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

// No auto-advancing carousel or smooth scrolling to race against.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
});

const goTo = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: section }).click();

test('when a fan plays a preview and then another, then only the second one keeps playing', async ({ page }) => {
  await goTo(page, 'Music');
  const first = page.getByTestId('track-row').filter({ hasText: 'Heart Rate Hero' });
  const second = page.getByTestId('track-row').filter({ hasText: 'Cape Doesn' });

  await first.getByRole('button', { name: 'Play preview of Heart Rate Hero' }).click();
  await expect(first).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect(first.getByRole('status')).toHaveText('Playing');
  await expect(page.getByText('Now previewing: Heart Rate Hero')).toBeVisible();

  await second.getByRole('button', { name: "Play preview of Cape Doesn't Fit" }).click();
  await expect(second).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect(first).toHaveAttribute('data-state', 'stopped');
  await expect(first.getByRole('status')).toHaveText('Stopped');

  await second.getByRole('button', { name: "Pause preview of Cape Doesn't Fit" }).click();
  await expect(second).toHaveAttribute('data-state', 'paused');
});

test('when a fan uses only the keyboard, then a member bio opens, closes with Escape and gives focus back', async ({
  page,
}) => {
  await goTo(page, 'Band');
  const card = page.getByRole('button', { name: /^Dev Okafor/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dev Okafor' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Fun fact');
  await expect(dialog.getByRole('button', { name: 'Close bio' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('when a fan uses only the keyboard, then the testimonial carousel moves both ways and wraps', async ({ page }) => {
  await goTo(page, 'Tour');
  const carousel = page.getByTestId('testimonial-carousel');
  const slide = carousel.getByRole('group');
  await expect(slide).toHaveAttribute('aria-label', '1 of 5');

  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '2 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveAttribute('aria-label', '3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(slide).toHaveAttribute('aria-label', '2 of 5');

  await carousel.getByRole('button', { name: 'Show testimonial 5 of 5' }).focus();
  await page.keyboard.press('Space');
  await expect(slide).toHaveAttribute('aria-label', '5 of 5');
  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '1 of 5');
});
