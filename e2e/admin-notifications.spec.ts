import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { placeOrder } from './support/orders';
import { createStaffMember, signInAsStaff } from './support/staff';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const unreadIn = (name: string | null) => Number(/(\d+)\+? unread/.exec(name ?? '')?.[1] ?? 0);

test('when a guest orders while staff have the console open, then the bell shows one more unread and Mark all read clears it', async ({
  page,
  request,
  browser,
}) => {
  const member = await createStaffMember(await (await browser.newContext()).request, 'staff');
  await page.clock.install();
  await signInAsStaff(page, member);
  const bell = page.getByRole('button', { name: /^Notifications[ ,]/ });
  await expect(bell).toBeVisible();
  const before = unreadIn(await bell.textContent());

  const { orderNumber } = await placeOrder(request, randomUUID(), `bell-${randomUUID().slice(0, 8)}@example.com`);
  // The bell asks every 30 seconds while the tab is visible.
  await page.clock.fastForward(31_000);
  // Other journeys may order meanwhile, so at least one more.
  await expect.poll(async () => unreadIn(await bell.textContent())).toBeGreaterThanOrEqual(before + 1);

  await bell.click();
  const latest = page.getByRole('list', { name: 'Latest notifications' });
  const item = latest.getByRole('link', { name: new RegExp(`New order ${orderNumber}`) });
  await expect(item).toBeVisible();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName(/^Notifications\s*\(none unread\)$/);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  await item.click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
});
