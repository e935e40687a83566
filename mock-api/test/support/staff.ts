import { expect } from 'vitest';
import type { StaffPermission, StaffRole, StaffSessionResponse } from '@ps/shared/console-schemas';
import { hashPassword } from '../../src/platform/passwords/password-hash';
import { browser, uniqueEmail, type Browser } from './browser';
import type { ApiTestContext } from './suite';

export const STAFF_PASSWORD = 'staff pass phrase 42';

/** A staff user straight in the database, as `npm run staff` and the first admin make them. */
export async function createStaffUser(api: ApiTestContext, role: StaffRole) {
  const email = uniqueEmail(role.replace(/[^a-z0-9]+/g, '-'));
  await api.db
    .insertInto('staffUsers')
    .values({ email, name: `A ${role}`, role, passwordHash: await hashPassword(STAFF_PASSWORD) })
    .execute();
  return email;
}

let roleCount = 0;

/** A role straight in the database, as an admin would make it on the Roles screen; its name. */
export async function createRole(
  api: ApiTestContext,
  permissions: readonly StaffPermission[],
  refundLimitCents: number | null = null,
): Promise<{ id: number; name: string }> {
  roleCount += 1;
  const name = `role ${roleCount} ${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await api.db
    .insertInto('staffRoles')
    .values({ name, refundLimitCents })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await api.db
      .insertInto('staffRolePermissions')
      .values(permissions.map((permission) => ({ roleId: id, permission })))
      .execute();
  }
  return { id, name };
}

/** A browser signed in to the admin area with a new staff user of this role. */
export async function staffBrowser(api: ApiTestContext, role: StaffRole): Promise<Browser & { email: string }> {
  const email = await createStaffUser(api, role);
  const page = browser(api);
  await page.session('/api/admin/auth/session');
  const response = await page.post('/api/admin/auth/login', { email, password: STAFF_PASSWORD });
  expect(response.status).toBe(200);
  await page.json<StaffSessionResponse>(response);
  return Object.assign(page, { email });
}
