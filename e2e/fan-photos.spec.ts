import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0407a' } })
    .jpeg()
    .toBuffer();

async function openSubmissionForm(page: Page) {
  await page.goto('/social/fan-photos');
  await expectRemote(page, 'mf-social');
  await page.getByRole('button', { name: 'Submit your photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a fan photo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, title: string) => page.getByTestId('toaster').getByText(title);

/** Staff find a submission by its caption, which each test makes unique. */
const card = (page: Page, caption: string) => page.getByTestId('fan-photo-card').filter({ hasText: caption });

test('when a fan submits a photo with a wrong type, too big or without the required fields, then the spec messages say why, and a valid JPEG goes to review', async ({
  page,
}) => {
  const dialog = await openSubmissionForm(page);
  const photo = dialog.getByLabel(/^Photo/);

  await dialog.getByRole('button', { name: 'Submit photo' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();

  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(toast(page, 'Invalid File Type')).toBeVisible();
  await expect(toast(page, 'Please select an image file (JPG, PNG, GIF, WebP).')).toBeVisible();

  const elevenMegabytes = Buffer.alloc(11 * 1024 * 1024, 0xff);
  await photo.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: elevenMegabytes });
  await expect(toast(page, 'File Too Large')).toBeVisible();

  const caption = `Crowd surfing ${randomUUID().slice(0, 8)}`;
  await photo.setInputFiles({ name: 'gig.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await dialog.getByLabel('Caption *').fill(caption);
  await dialog.getByRole('button', { name: 'Submit photo' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();

  await dialog.getByLabel('Your name *').fill('Robin');
  await dialog.getByLabel(/agree to the submission terms/).check();
  await dialog.getByRole('button', { name: 'Submit photo' }).click();
  await expect(toast(page, 'Photo Submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: new RegExp(caption) })).toHaveCount(0);
});

test('when staff approve and feature a submitted photo, then it joins the showcase; a rejected one never appears', async ({
  page,
  browser,
}) => {
  const shown = `Front row ${randomUUID().slice(0, 8)}`;
  const refused = `Blurry ${randomUUID().slice(0, 8)}`;
  for (const caption of [shown, refused]) {
    const dialog = await openSubmissionForm(page);
    await dialog.getByLabel(/^Photo/).setInputFiles({ name: 'gig.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
    await dialog.getByLabel('Caption *').fill(caption);
    await dialog.getByLabel('Your name *').fill('Sam <b>bold</b>');
    await dialog.getByLabel(/agree to the submission terms/).check();
    await dialog.getByRole('button', { name: 'Submit photo' }).click();
    await expect(toast(page, 'Photo Submitted!')).toBeVisible();
  }

  const staff = await browser.newPage();
  await openConsoleAs(staff, 'admin', '/admin/fan-photos');
  await expect(staff.getByRole('heading', { level: 1, name: 'Fan photos' })).toBeVisible();
  await expect(card(staff, shown)).toContainText('Sam <b>bold</b>');
  await card(staff, shown).getByRole('button', { name: 'Approve' }).click();
  await expect(card(staff, shown)).toHaveCount(0);

  await card(staff, refused).getByRole('button', { name: 'Reject…' }).click();
  const reject = staff.getByRole('dialog', { name: /^Reject/ });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Give a reason for the rejection.')).toBeVisible();
  await reject.getByLabel('Reason (required)').fill('Out of focus');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();

  await staff.getByRole('link', { name: 'Rejected', exact: true }).click();
  await expect(staff).toHaveURL(/status=rejected/);
  await expect(card(staff, refused)).toContainText('Out of focus');

  await staff.getByRole('link', { name: 'Approved', exact: true }).click();
  await card(staff, shown).getByRole('button', { name: 'Feature' }).click();
  await expect(card(staff, shown).getByRole('button', { name: 'Unfeature' })).toBeVisible();
  await staff.close();

  await page.goto('/social/fan-photos');
  await expect(page.getByRole('img', { name: new RegExp(shown) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(refused) })).toHaveCount(0);
});
