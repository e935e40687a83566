import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { staffListResponseSchema, staffMemberResponseSchema, STAFF_MESSAGES } from '@ps/shared/console-schemas';
import { browser, uniqueEmail } from './support/browser';
import { expectError } from './support/cart-client';
import { waitForMail } from './support/outbox';
import { STAFF_PASSWORD, staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'the Staff screen: list, invite, change role, disable and enable, the last admin',
  (api) => {
    const idOf = async (email: string) =>
      (await api.db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const auditOf = (target: number) =>
      api.db.selectFrom('auditLog').selectAll().where('target', '=', String(target)).orderBy('id').execute();

    it('lists every member with role, status and last sign-in', async () => {
      const admin = await staffBrowser(api, 'admin');
      const response = await admin.get('/api/admin/staff');
      const { staff } = staffListResponseSchema.parse(await response.json());
      const me = staff.find((member) => member.email === admin.email);
      expect(me).toMatchObject({ role: 'admin', status: 'active' });
      expect(Date.parse(me?.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('invites by a one-time link that is shown, mailed and audited, and the member appears as invited', async () => {
      const admin = await staffBrowser(api, 'admin');
      const email = uniqueEmail('invitee');
      const response = await admin.post('/api/admin/staff', { email, name: 'Ivy Invitee', role: 'staff' });
      expect(response.status).toBe(201);
      const { link } = (await response.json()) as { link: string };
      expect(link).toMatch(/^http:\/\/.+\/admin\/set-password\?token=[\w-]{43}$/);
      const [mail] = await waitForMail(api.outboxDir, (eml) => eml.includes(`To: ${email}`));
      // Quoted-printable writes the link's "=" as "=3D"; the token itself is unchanged.
      expect(mail).toContain(link.split('token=')[1]);
      const id = await idOf(email);
      expect((await auditOf(id)).map((row) => [row.action, row.actorEmail])).toEqual([['staff.invite', admin.email]]);

      const { staff } = staffListResponseSchema.parse(await (await admin.get('/api/admin/staff')).json());
      expect(staff.find((member) => member.id === id)).toMatchObject({ status: 'invited', lastSignInAt: null });
      const again = await expectError(await admin.post('/api/admin/staff', { email, name: 'Ivy', role: 'staff' }), 409);
      expect(again).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: STAFF_MESSAGES.emailTaken } });
    });

    it('changes a role at once: the member gets the admin routes on their next request', async () => {
      const admin = await staffBrowser(api, 'admin');
      const member = await staffBrowser(api, 'staff');
      expect((await member.get('/api/admin/staff')).status).toBe(403);
      const id = await idOf(member.email);
      const response = await admin.call('PATCH', `/api/admin/staff/${id}`, { body: { role: 'admin' } });
      expect(staffMemberResponseSchema.parse(await response.json()).member).toMatchObject({ role: 'admin' });
      expect((await member.get('/api/admin/staff')).status).toBe(200);
      const [row] = await auditOf(id);
      expect(row).toMatchObject({ action: 'staff.change', changes: { role: { from: 'staff', to: 'admin' } } });
    });

    it('ends every session of a disabled member at once and refuses their sign-in until enabled', async () => {
      const admin = await staffBrowser(api, 'admin');
      const member = await staffBrowser(api, 'staff');
      const id = await idOf(member.email);
      expect((await member.get('/api/admin/orders')).status).toBe(200);

      const disable = await admin.call('PATCH', `/api/admin/staff/${id}`, { body: { disabled: true } });
      expect(staffMemberResponseSchema.parse(await disable.json()).member.status).toBe('disabled');
      expect(await api.db.selectFrom('sessions').where('staffUserId', '=', id).selectAll().execute()).toEqual([]);
      expect((await expectError(await member.get('/api/admin/orders'), 401)).code).toBe('UNAUTHORIZED');

      const page = browser(api);
      await page.session('/api/admin/auth/session');
      const refused = await page.post('/api/admin/auth/login', { email: member.email, password: STAFF_PASSWORD });
      expect((await expectError(refused, 401)).code).toBe('INVALID_CREDENTIALS');

      await admin.call('PATCH', `/api/admin/staff/${id}`, { body: { disabled: false } });
      const welcomed = await page.post('/api/admin/auth/login', { email: member.email, password: STAFF_PASSWORD });
      expect(welcomed.status).toBe(200);
      expect((await auditOf(id)).map((row) => row.changes)).toEqual([{ disabled: true }, { disabled: false }]);
    });

    it('refuses with 409 to demote or disable the last active admin, themself included', async () => {
      const admin = await staffBrowser(api, 'admin');
      const me = await idOf(admin.email);
      // Every other admin of this suite's database is disabled, so this one is the last.
      await sql`update staff_users set disabled_at = now() where role = 'admin' and id <> ${me}`.execute(api.db);
      for (const body of [{ role: 'staff' }, { disabled: true }]) {
        const refused = await expectError(await admin.call('PATCH', `/api/admin/staff/${me}`, { body }), 409);
        expect(refused).toEqual({ code: 'LAST_ADMIN', message: STAFF_MESSAGES.lastAdmin });
      }
      const other = await staffBrowser(api, 'admin');
      const stepDown = await admin.call('PATCH', `/api/admin/staff/${me}`, { body: { role: 'staff' } });
      expect(stepDown.status).toBe(200);
      expect((await other.get('/api/admin/staff')).status).toBe(200);
    });

    it('sends a new link that works once, ends the old sessions, and is refused for a disabled member', async () => {
      const admin = await staffBrowser(api, 'admin');
      const member = await staffBrowser(api, 'staff');
      const id = await idOf(member.email);
      const response = await admin.post(`/api/admin/staff/${id}/link`);
      expect(response.status).toBe(201);
      const token = new URL(((await response.json()) as { link: string }).link).searchParams.get('token');
      expect((await expectError(await member.get('/api/admin/orders'), 401)).code).toBe('UNAUTHORIZED');
      const [mail] = await waitForMail(api.outboxDir, (eml) => eml.includes(`To: ${member.email}`));
      expect(mail).toContain(token);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(['staff.new_link']);

      const page = browser(api);
      await page.session('/api/admin/auth/session');
      const set = await page.post('/api/admin/auth/set-password', { token, password: 'a brand new phrase 5' });
      expect(set.status).toBe(200);

      await admin.call('PATCH', `/api/admin/staff/${id}`, { body: { disabled: true } });
      const refused = await expectError(await admin.post(`/api/admin/staff/${id}/link`), 409);
      expect(refused).toEqual({ code: 'MEMBER_DISABLED', message: STAFF_MESSAGES.memberDisabled });
    });

    it('ends the first invitation link when a new one is sent', async () => {
      const admin = await staffBrowser(api, 'admin');
      const email = uniqueEmail('reinvited');
      const invited = await admin.post('/api/admin/staff', { email, name: 'Rex Reinvited', role: 'staff' });
      const tokenOf = async (response: Response) =>
        new URL(((await response.json()) as { link: string }).link).searchParams.get('token');
      const first = await tokenOf(invited);
      const second = await tokenOf(await admin.post(`/api/admin/staff/${await idOf(email)}/link`));
      const setPassword = async (token: string | null) => {
        const page = browser(api);
        await page.session('/api/admin/auth/session');
        return page.post('/api/admin/auth/set-password', { token, password: 'a brand new phrase 6' });
      };
      expect((await expectError(await setPassword(first), 400)).code).toBe('INVALID_TOKEN');
      expect((await setPassword(second)).status).toBe(200);
    });

    it('answers 400 to an empty change and 404 to an unknown member', async () => {
      const admin = await staffBrowser(api, 'admin');
      expect((await expectError(await admin.call('PATCH', '/api/admin/staff/1', { body: {} }), 400)).code).toBe(
        'VALIDATION_ERROR',
      );
      const missing = await admin.call('PATCH', '/api/admin/staff/999999', { body: { role: 'staff' } });
      expect((await expectError(missing, 404)).code).toBe('NOT_FOUND');
    });
  },
  { seed: false },
);
