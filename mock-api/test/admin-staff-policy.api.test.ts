import { expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  staffListResponseSchema,
  staffMemberResponseSchema,
  TWO_FACTOR_MESSAGES,
  type StaffSessionResponse,
} from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { waitForMail } from './support/outbox';
import { createStaffUser, STAFF_PASSWORD, staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';
import { codeAt, enrolledStaff, passwordStep, serverWithClock } from './support/two-factor';

describeEachDatabase(
  'the Staff screen: require two-factor for all, pages of members; a member changes their password',
  (api) => {
    const idOf = async (email: string) =>
      (await api.db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

    it('sends a member without two-factor to enrolment first: every other admin route answers 403 until they enrol', async () => {
      const { baseUrl, clock } = await serverWithClock(api);
      const plainAdmin = await staffBrowser(api, 'admin');
      const refused = await plainAdmin.call('PUT', '/api/admin/staff/policy', { body: { requireTwoFactor: true } });
      expect(await expectError(refused, 409)).toEqual({
        code: 'TWO_FACTOR_REQUIRED',
        message: TWO_FACTOR_MESSAGES.enableOwnFirst,
      });
      const { page: admin, email: adminEmail } = await enrolledStaff(api, baseUrl, clock.date(), 'admin');
      const turnOn = await admin.call('PUT', '/api/admin/staff/policy', { body: { requireTwoFactor: true } });
      expect(turnOn.status).toBe(200);
      try {
        const email = await createStaffUser(api, 'admin');
        const { page, answer } = await passwordStep(api, baseUrl, email);
        expect(answer).toMatchObject({ user: { email }, nextStep: 'enrol-two-factor' });

        for (const route of api.adminRoutes ?? []) {
          if (route.beforeEnrolment) continue;
          const url = `/api/admin${route.path.replace(/:\w+/g, '1')}`;
          const body = route.method === 'get' ? undefined : {};
          const refused = await expectError(await page.call(route.method.toUpperCase(), url, { body }), 403);
          expect(refused, `${route.method} ${route.path}`).toEqual({
            code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
            message: TWO_FACTOR_MESSAGES.enrolmentRequired,
          });
        }
        const setup = (await (await page.post('/api/admin/profile/two-factor/setup')).json()) as { secret: string };
        const enable = await page.post('/api/admin/profile/two-factor/enable', {
          code: codeAt(setup.secret, clock.date()),
        });
        expect(enable.status).toBe(201);
        expect((await page.get('/api/admin/orders')).status).toBe(200);
        expect(await page.session<StaffSessionResponse>('/api/admin/auth/session')).not.toHaveProperty('nextStep');

        const refusedOff = await expectError(
          await page.post('/api/admin/profile/two-factor/disable', { password: STAFF_PASSWORD }),
          409,
        );
        expect(refusedOff.code).toBe('TWO_FACTOR_REQUIRED');

        const list = staffListResponseSchema.parse(await (await admin.get('/api/admin/staff?limit=100')).json());
        expect(list.requireTwoFactor).toBe(true);
        expect(list.staff.find((member) => member.email === adminEmail)?.twoFactor).toBe(true);
        expect(list.staff.find((member) => member.email === plainAdmin.email)?.twoFactor).toBe(false);
      } finally {
        await admin.call('PUT', '/api/admin/staff/policy', { body: { requireTwoFactor: false } });
      }
      const changes = await api.db
        .selectFrom('auditLog')
        .select('changes')
        .where('action', '=', 'staff.policy_change')
        .orderBy('id')
        .execute();
      expect(changes.map((row) => row.changes)).toEqual([
        { requireTwoFactor: { from: false, to: true } },
        { requireTwoFactor: { from: true, to: false } },
      ]);
    });

    it("resets a member's lost two-factor: their sessions end, they are mailed, and the password alone signs them in", async () => {
      const { baseUrl, clock } = await serverWithClock(api);
      const { page: admin, email: adminEmail } = await enrolledStaff(api, baseUrl, clock.date(), 'admin');
      const { page: member, email } = await enrolledStaff(api, baseUrl, clock.date());
      const id = await idOf(email);

      const reset = await admin.post(`/api/admin/staff/${id}/two-factor/reset`);
      expect(reset.status).toBe(200);
      expect(staffMemberResponseSchema.parse(await reset.json()).member).toMatchObject({ email, twoFactor: false });
      expect((await expectError(await member.get('/api/admin/orders'), 401)).code).toBe('UNAUTHORIZED');
      const [mail] = await waitForMail(api.outboxDir, (eml) => eml.includes(`To: ${email}`) && /two-factor/.test(eml));
      expect(mail).toContain(adminEmail);
      const { answer } = await passwordStep(api, baseUrl, email);
      expect(answer).toMatchObject({ user: { email } });
      expect(answer).not.toHaveProperty('nextStep');
      const audit = await api.db
        .selectFrom('auditLog')
        .select(['action', 'actorEmail'])
        .where('target', '=', String(id))
        .where('action', '=', 'staff.two_factor_reset')
        .execute();
      expect(audit).toEqual([{ action: 'staff.two_factor_reset', actorEmail: adminEmail }]);

      const again = await expectError(await admin.post(`/api/admin/staff/${id}/two-factor/reset`), 409);
      expect(again).toEqual({ code: 'NO_TWO_FACTOR', message: STAFF_MESSAGES.noTwoFactor });
      const own = await expectError(
        await admin.post(`/api/admin/staff/${await idOf(adminEmail)}/two-factor/reset`),
        409,
      );
      expect(own).toEqual({ code: 'OWN_TWO_FACTOR', message: STAFF_MESSAGES.ownTwoFactor });
      expect((await expectError(await admin.post('/api/admin/staff/999999/two-factor/reset'), 404)).code).toBe(
        'NOT_FOUND',
      );
      const staffOnly = await staffBrowser(api, 'staff');
      expect((await expectError(await staffOnly.post(`/api/admin/staff/${id}/two-factor/reset`), 403)).code).toBe(
        'FORBIDDEN',
      );
    });

    it('lists staff a page at a time, with the total', async () => {
      const admin = await staffBrowser(api, 'admin');
      await createStaffUser(api, 'staff');
      await createStaffUser(api, 'staff');
      const first = staffListResponseSchema.parse(await (await admin.get('/api/admin/staff?limit=2&offset=0')).json());
      const all = staffListResponseSchema.parse(await (await admin.get('/api/admin/staff?limit=100')).json());
      expect(first.staff).toHaveLength(2);
      expect(first.pagination).toEqual({ total: all.staff.length, hasMore: true });
      const last = staffListResponseSchema.parse(
        await (await admin.get(`/api/admin/staff?limit=2&offset=${all.staff.length - 1}`)).json(),
      );
      expect(last.staff.map((member) => member.email)).toEqual([all.staff.at(-1)?.email]);
      expect(last.pagination.hasMore).toBe(false);
      expect((await expectError(await admin.get('/api/admin/staff?limit=500'), 400)).code).toBe('VALIDATION_ERROR');
    });

    it('changes the own password with the current one: other sessions end, the new one signs in, the change is audited', async () => {
      const email = await createStaffUser(api, 'staff');
      const { page } = await passwordStep(api, api.baseUrl, email);
      const { page: elsewhere } = await passwordStep(api, api.baseUrl, email);
      const change = (body: object) => page.post('/api/admin/profile/password', body);

      const wrong = await expectError(
        await change({ currentPassword: 'not it at all', password: 'a new long phrase 77' }),
        400,
      );
      expect(wrong.fields).toEqual({ currentPassword: TWO_FACTOR_MESSAGES.wrongPassword });
      const common = await expectError(await change({ currentPassword: STAFF_PASSWORD, password: 'password123' }), 400);
      expect(common.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordTooCommon });

      const changed = await change({ currentPassword: STAFF_PASSWORD, password: 'a new long phrase 77' });
      expect(changed.status).toBe(200);
      await page.json(changed);
      expect((await page.get('/api/admin/orders')).status).toBe(200);
      expect((await expectError(await elsewhere.get('/api/admin/orders'), 401)).code).toBe('UNAUTHORIZED');
      expect((await passwordStep(api, api.baseUrl, email, 'a new long phrase 77')).answer.user?.email).toBe(email);
      const rows = await api.db.selectFrom('auditLog').select('action').where('actorEmail', '=', email).execute();
      expect(rows.map((row) => row.action)).toContain('staff.password_changed');
    });
  },
);
