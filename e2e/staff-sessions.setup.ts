import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup, type Page } from '@playwright/test';
import type { StaffRole } from '@ps/shared/console-schemas';
import { createStaffMember, E2E_ADMIN, signInAsStaff, type StaffAccount } from './support/staff';
import { staffSessionFile } from './support/staff-sessions';

/**
 * Signs each role in once through the console's own form and saves its session cookies for the
 * journeys (support/staff-sessions.ts). A staff session lasts 12 hours idle, 24 in all, far longer
 * than a run. Journeys that sign out, change a password or two-factor, or revoke sessions sign in
 * their own member instead, so this shared session stays valid for everyone else.
 */
async function saveSession(page: Page, role: StaffRole, account: StaffAccount): Promise<void> {
  await signInAsStaff(page, account);
  const { cookies } = await page.context().storageState();
  const file = staffSessionFile(role);
  await mkdir(path.dirname(file), { recursive: true });
  // Cookies only: whatever the console kept in local storage is no business of a fan page.
  await writeFile(file, JSON.stringify({ cookies, origins: [] }));
}

setup('sign the admin in once', async ({ page }) => {
  await saveSession(page, 'admin', E2E_ADMIN);
});

setup('sign a staff (not admin) member in once', async ({ page, browser }) => {
  const invitations = await browser.newContext();
  const member = await createStaffMember(invitations.request, 'staff');
  await invitations.close();
  await saveSession(page, 'staff', member);
});
