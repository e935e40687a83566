import { authenticator } from 'otplib';
import { expect } from 'vitest';
import type {
  RecoveryCodesResponse,
  StaffRole,
  StaffSessionResponse,
  TwoFactorSetup,
} from '@ps/shared/console-schemas';
import { browser, type Browser } from './browser';
import { createStaffUser, STAFF_PASSWORD } from './staff';
import type { ApiTestContext } from './suite';

/** The code an authenticator app would show for this secret at this moment. */
export const codeAt = (secret: string, at: Date) => authenticator.clone({ epoch: at.getTime() }).generate(secret);

/** A clock the test moves, shared with a server started on it. */
export async function serverWithClock(api: ApiTestContext) {
  const clock = { now: Date.now(), date: () => new Date(clock.now) };
  const baseUrl = await api.startServer({}, { clock: () => new Date(clock.now) });
  return { baseUrl, clock };
}

/** The password step of a staff sign-in: answers what the server said, and the browser. */
export async function passwordStep(api: ApiTestContext, baseUrl: string, email: string, password = STAFF_PASSWORD) {
  const page = browser(api, baseUrl);
  await page.session('/api/admin/auth/session');
  const response = await page.post('/api/admin/auth/login', { email, password });
  expect(response.status).toBe(200);
  return { page, answer: await page.json<StaffSessionResponse>(response) };
}

/** A new member, signed in, who turned two-factor on with a code of the clock's current step. */
export async function enrolledStaff(api: ApiTestContext, baseUrl: string, now: Date, role: StaffRole = 'staff') {
  const email = await createStaffUser(api, role);
  const { page } = await passwordStep(api, baseUrl, email);
  const setup = (await (await page.post('/api/admin/profile/two-factor/setup')).json()) as TwoFactorSetup;
  const enabled = await page.post('/api/admin/profile/two-factor/enable', { code: codeAt(setup.secret, now) });
  expect(enabled.status).toBe(201);
  const { recoveryCodes } = (await enabled.json()) as RecoveryCodesResponse;
  return { page, email, secret: setup.secret, recoveryCodes };
}

/** Sends the second step from a browser whose password step passed. */
export const secondStep = (page: Browser, code: string) => page.post('/api/admin/auth/two-factor', { code });
