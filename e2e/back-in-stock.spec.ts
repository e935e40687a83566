import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { allProducts, untouchedSoldOutProduct } from './support/catalog';
import { waitUntilLive } from './support/first-screen';
import { linkIn, mailsTo, waitForMail } from './support/outbox';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

const BACK = /^.+ is back in stock$/;

test("when a fan asks to hear when a sold-out item is back and confirms, then staff's restock mails them exactly once", async ({
  browser,
}) => {
  // Two browsers, a console and two mails on a machine shared with other runs.
  test.setTimeout(90_000);
  const email = `fan-${randomUUID()}@example.com`;
  const fan = await browser.newPage();
  await recordConsent(fan);
  await skipNewsletterPopup(fan);
  const product = untouchedSoldOutProduct(await allProducts(fan.request), 'restock');
  const sku = product.variants[0]!.sku;
  await fan.goto(`/store/${product.slug}`);
  await waitUntilLive(fan);
  const form = fan.getByTestId('back-in-stock-form');
  await expect(form.getByRole('heading', { name: "Tell me when it's back" })).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: "Tell me when it's back" }).click();
  await expect(fan.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

  const confirmLink = linkIn(
    await waitForMail(email, /^Confirm your back-in-stock alert$/),
    '/api/back-in-stock/confirm',
  );
  await fan.goto(confirmLink);
  await fan.getByRole('button', { name: 'Confirm the alert' }).click();
  await expect(fan.getByRole('heading', { level: 1, name: "You're on the list" })).toBeVisible();

  const staff = await browser.newPage();
  await recordConsent(staff);
  await openConsoleAs(staff, 'admin', `/admin/inventory?q=${encodeURIComponent(sku)}`);
  const row = staff.getByRole('row', { name: new RegExp(sku) });
  await expect(row).toBeVisible();
  const waitingColumn = await staff.getByRole('columnheader').allInnerTexts();
  await expect(row.getByRole('cell').nth(waitingColumn.indexOf('Waiting') - 1)).toHaveText('1');
  await row.getByRole('button', { name: `Update stock of ${sku}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Available').fill('8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('In Stock')).toBeVisible();

  const back = await waitForMail(email, BACK);
  expect(linkIn(back, `/store/${product.slug}`)).toBe(`/store/${product.slug}`);
  // A second raise of stock mails nobody again: the request is done.
  await row.getByRole('button', { name: `Update stock of ${sku}` }).click();
  await dialog.getByLabel('Available').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  expect(await mailsTo(email, BACK)).toHaveLength(1);
});
