import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { auditLogResponseSchema, type AuditLogEntry } from '@ps/shared/console-schemas';
import { browser, uniqueEmail } from './support/browser';
import { createStaffUser, staffBrowser, STAFF_PASSWORD } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'staff sign-in and the append-only audit log',
  (api) => {
    /** Rows commit with their change, before the answer: no waiting. */
    async function auditRows(where: (entry: { action: string; actorEmail: string | null }) => boolean) {
      return (await api.db.selectFrom('auditLog').selectAll().orderBy('id').execute()).filter(where);
    }

    it('records sign-in, failed sign-in, a write (secrets redacted) and sign-out with who, where and when', async () => {
      const email = await createStaffUser(api, 'admin');
      const page = browser(api);
      await page.session('/api/admin/auth/session');
      expect((await page.post('/api/admin/auth/login', { email, password: 'wrong wrong wrong' })).status).toBe(401);
      const login = await page.post('/api/admin/auth/login', { email, password: STAFF_PASSWORD });
      expect(await page.json(login)).toMatchObject({ user: { email, role: 'admin' } });

      const invited = uniqueEmail('new-staff');
      const invite = await page.post('/api/admin/staff', { email: invited, name: 'New Person', role: 'staff' });
      expect(invite.status).toBe(201);
      expect(((await invite.json()) as { link: string }).link).toMatch(/\/admin\/set-password\?token=[\w-]{43}$/);
      expect((await page.post('/api/admin/auth/logout')).status).toBe(200);

      const mine = await auditRows((row) => row.actorEmail === email && row.action === 'staff.sign_out');
      expect(mine).toHaveLength(1);
      const rows = await api.db
        .selectFrom('auditLog')
        .selectAll()
        .where('actorEmail', '=', email)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.action)).toEqual([
        'staff.sign_in_failed',
        'staff.sign_in',
        'staff.invite',
        'staff.sign_out',
      ]);
      expect(rows[2]?.changes).toEqual({ email: invited, name: 'New Person', role: 'staff' });
      expect(rows.every((row) => row.ip && row.occurredAt instanceof Date)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('wrong wrong wrong');
    });

    it('refuses UPDATE and DELETE on the audit log in the database itself', async () => {
      await staffBrowser(api, 'staff');
      await expect(sql`update audit_log set action = 'forged'`.execute(api.db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from audit_log`.execute(api.db)).rejects.toThrow(/append-only/);
      await expect(sql`truncate audit_log`.execute(api.db)).rejects.toThrow(/append-only/);
    });

    it('lists the log to an admin, newest first, filtered by action and actor', async () => {
      const admin = await staffBrowser(api, 'admin');
      const other = await staffBrowser(api, 'staff');
      const response = await admin.get(`/api/admin/audit-log?action=sign_in&actor=${encodeURIComponent(other.email)}`);
      const { entries, pagination } = auditLogResponseSchema.parse(await response.json());
      expect(entries.map((entry: AuditLogEntry) => [entry.action, entry.actorEmail])).toEqual([
        ['staff.sign_in', other.email],
      ]);
      expect(pagination).toEqual({ total: 1, hasMore: false });
      const bad = await admin.get('/api/admin/audit-log?from=yesterday');
      expect(bad.status).toBe(400);
    });

    it('lets an invited person choose a password once with their link, then sign in', async () => {
      const admin = await staffBrowser(api, 'admin');
      const email = uniqueEmail('invited');
      const invite = await admin.post('/api/admin/staff', { email, name: 'Invited', role: 'staff' });
      const token = /token=([\w-]{43})/.exec(((await invite.json()) as { link: string }).link)?.[1];
      const page = browser(api);
      await page.session('/api/admin/auth/session');
      const set = await page.post('/api/admin/auth/set-password', { token, password: 'my own staff phrase' });
      expect(await page.json(set)).toMatchObject({ user: { email, role: 'staff' } });
      expect((await page.get('/api/admin/staff')).status).toBe(403);
      const again = await page.post('/api/admin/auth/set-password', { token, password: 'another staff phrase' });
      expect(again.status).toBe(400);
    });
  },
  { seed: false },
);
