import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '@ps/shared/console-schemas';

/** The first admin, created at start on the e2e server's empty database (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'crew@panicsquad.example', password: 'e2e-crew-password-31', name: 'Admin' };

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}

/** Signs in through the console's own sign-in form, from whichever /admin page asked. */
export async function signInAsStaff(page: Page, account: StaffAccount, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Staff email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
}

async function csrfAfter(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<string> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** A new staff member invited by the e2e admin, who then chooses a password through the one-time link. */
export async function createStaffMember(request: APIRequestContext, role: StaffRole): Promise<StaffAccount> {
  const account = {
    email: `${role.replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@panicsquad.example`,
    password: `${role} e2e password 7`,
    name: `New ${role}`,
  };
  let csrf = await csrfAfter(await request.get('/api/admin/auth/session'));
  const login = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };
  csrf = await csrfAfter(
    await request.post('/api/admin/auth/login', { data: login, headers: { 'x-csrf-token': csrf } }),
  );
  const invited = await request.post('/api/admin/staff', {
    data: { email: account.email, name: account.name, role },
    headers: { 'x-csrf-token': csrf },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(((await invited.json()) as { link: string }).link).searchParams.get('token')!;
  // The invitee redeems the link in a session of their own, so the admin signs out of this context first.
  await request.post('/api/admin/auth/logout', { headers: { 'x-csrf-token': csrf } });
  const anonymous = await csrfAfter(await request.get('/api/admin/auth/session'));
  const set = await request.post('/api/admin/auth/set-password', {
    data: { token, password: account.password },
    headers: { 'x-csrf-token': anonymous },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return account;
}
