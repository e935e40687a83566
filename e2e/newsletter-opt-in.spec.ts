import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { epLinkUrl } from '../mock-api/src/modules/free-ep/ep-link';
import { linkIn, waitForMail } from './support/outbox';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

/** The key the server generated into its DATA_DIR (EP_LINK_SECRET is unset in the journeys). */
async function epLinkKey(): Promise<string> {
  return (await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'secrets', 'ep-link.key'), 'utf8')).trim();
}

test('when a fan signs up and confirms through the e-mailed link, then the welcome brings an EP download that works until it expires', async ({
  page,
}) => {
  // The first download builds the EP (three tracks encoded to MP3): seconds of CPU, more on a busy machine.
  test.setTimeout(120_000);
  const email = `fan-${randomUUID()}@example.com`;
  await recordConsent(page);
  await skipNewsletterPopup(page);
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Contact' }).click();
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

  const confirmMail = await waitForMail(email, /^Confirm your Panic Squad subscription$/);
  const confirmLink = linkIn(confirmMail, '/newsletter/confirm');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're in the Squad!" })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your free EP is on its way to your inbox.');

  // The link works once.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();

  const welcome = await waitForMail(email, /^Welcome to the Squad!$/);
  const download = linkIn(welcome, '/api/free-ep/download');
  const zip = await page.request.get(download, { timeout: 100_000 });
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const bytes = await zip.body();
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const resumed = await page.request.get(download, { headers: { Range: 'bytes=10-19' } });
  expect(resumed.status()).toBe(206);
  expect((await resumed.body()).equals(bytes.subarray(10, 20))).toBe(true);

  const subscriber = Number(new URL(download, 'http://site').searchParams.get('subscriber'));
  const expired = epLinkUrl('', await epLinkKey(), { subscriber, expires: Math.floor(Date.now() / 1000) - 60 });
  await page.goto(expired);
  await expect(page.getByRole('heading', { level: 1, name: 'Download link expired' })).toBeVisible();
});
