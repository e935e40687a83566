import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { StaffRole } from '@ps/shared/console-schemas';

/**
 * Where the setup project (staff-sessions.setup.ts) saves each role's signed-in storage state:
 * beside the server's data directory, which the runner and its workers share.
 */
export function staffSessionFile(role: StaffRole): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(path.dirname(dataDir), 'staff-sessions', `${role}.json`);
}

/**
 * Opens a console page already signed in as this role, with the session cookies the setup project
 * saved, so a journey that is not about signing in does not sign in again. Cookies are added to the
 * page's own context (not `test.use({ storageState })`) because most files mix console and fan
 * pages, and a fan page must not start with anything a staff sign-in left in local storage.
 */
export async function openConsoleAs(page: Page, role: StaffRole, pathname = '/admin'): Promise<void> {
  const saved = JSON.parse(await readFile(staffSessionFile(role), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(saved.cookies);
  await page.goto(pathname);
  // The first paint waits for the admin remote; the sign-in form's fill used to wait for it with no expect limit.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible({ timeout: 20_000 });
}
