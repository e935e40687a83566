import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { placeOrder } from './orders';
import { linkIn, mailsTo, waitForMail } from './outbox';

export const CONFIRM_SUBJECT = /Confirm your e-mail/;

/** Opens the newest confirm link mailed to `email` and uses it: the page ends signed in. */
export async function confirmFromMail(page: Page, email: string) {
  await page.goto(linkIn(await waitForMail(email, CONFIRM_SUBJECT), '/account/confirm'));
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
}

/** Waits until `count` confirm links have been mailed to `email` (a sign-in before confirming sends another). */
export async function confirmMailsArrive(email: string, count: number) {
  await expect.poll(async () => (await mailsTo(email, CONFIRM_SUBJECT)).length).toBe(count);
}

/** Fills the sign-up page; it answers the same for any address, so the fan is not signed in yet. */
export async function signUpOnPage(
  page: Page,
  person: { first: string; last: string; email: string; password: string },
) {
  await page.goto('/account/register');
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox to confirm your e-mail');
}

/** Signs a new customer up and in on `page`, and places an order on their account (its cookie goes with it). */
export async function customerWithAnOrder(page: Page) {
  const person = {
    first: 'Pat',
    last: 'Ramone',
    email: `drawn-orders-${randomUUID().slice(0, 8)}@example.com`,
    password: 'anxious-but-brave-42',
  };
  await signUpOnPage(page, person);
  await confirmFromMail(page, person.email);
  const order = await placeOrder(page.request, randomUUID(), person.email);
  const { orders } = await (await page.request.get('/api/account/orders')).json();
  expect(orders.map((each: { orderNumber: string }) => each.orderNumber)).toEqual([order.orderNumber]);
  return { ...person, orderNumber: order.orderNumber };
}
