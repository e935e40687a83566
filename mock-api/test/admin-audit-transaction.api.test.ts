import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_CHANGES, databaseDigest, sender } from './support/audited-changes';
import { browser } from './support/browser';
import { createStaffUser, staffBrowser, STAFF_PASSWORD } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'audited staff changes commit with their audit row or not at all',
  (api) => {
    // This database refuses the audit rows of chosen actors and targets: what a refused row records must not happen.
    beforeAll(async () => {
      await sql`create table refused_audit (actor_email text, target text)`.execute(api.db);
      await sql`
        create function refuse_audit() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from refused_audit r where r.actor_email = new.actor_email or r.target = new.target) then
            raise exception 'audit row refused for this test';
          end if;
          return new;
        end $$`.execute(api.db);
      await sql`create trigger refuse_audit before insert on audit_log
        for each row execute function refuse_audit()`.execute(api.db);
    });

    const idOf = async (email: string) =>
      (await api.db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const sessionsOf = (id: number) =>
      api.db.selectFrom('sessions').selectAll().where('staffUserId', '=', id).execute();

    it('signs nobody in when the sign-in cannot be audited', async () => {
      const email = await createStaffUser(api, 'staff');
      const id = await idOf(email);
      await sql`insert into refused_audit (actor_email) values (${email})`.execute(api.db);
      const page = browser(api);
      await page.session('/api/admin/auth/session');
      const response = await page.post('/api/admin/auth/login', { email, password: STAFF_PASSWORD });
      expect(response.status).toBe(500);
      expect(await sessionsOf(id)).toEqual([]);
      const member = await api.db.selectFrom('staffUsers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(member.lastSignInAt).toBeNull();
      expect((await page.get('/api/admin/orders')).status).toBe(401);
    });

    it('keeps a member enabled, sessions and all, when disabling them cannot be audited', async () => {
      const admin = await staffBrowser(api, 'admin');
      const member = await staffBrowser(api, 'staff');
      const id = await idOf(member.email);
      await sql`insert into refused_audit (target) values (${String(id)})`.execute(api.db);
      const response = await admin.call('PATCH', `/api/admin/staff/${id}`, { body: { disabled: true } });
      expect(response.status).toBe(500);
      const after = await api.db.selectFrom('staffUsers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(after.disabledAt).toBeNull();
      expect(await sessionsOf(id)).toHaveLength(1);
      expect((await member.get('/api/admin/orders')).status).toBe(200);
    });

    it('keeps the session when signing out cannot be audited', async () => {
      const member = await staffBrowser(api, 'staff');
      await sql`insert into refused_audit (actor_email) values (${member.email})`.execute(api.db);
      expect((await member.post('/api/admin/auth/logout')).status).toBe(500);
      expect(await sessionsOf(await idOf(member.email))).toHaveLength(1);
    });

    describe('every admin write route', () => {
      const writeRoutes = () => {
        if (!api.adminRoutes) throw new Error('the suite server lists no admin routes');
        return api.adminRoutes
          .filter((route) => route.method !== 'get')
          .map((route) => `${route.method} ${route.path}`);
      };
      const refuseRowsOf = (email: string) =>
        sql`insert into refused_audit (actor_email) values (${email})`.execute(api.db);
      const allowRowsOf = (email: string) =>
        sql`delete from refused_audit where actor_email = ${email}`.execute(api.db);
      const lastAuditId = async () =>
        (
          await api.db
            .selectFrom('auditLog')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()
        )?.id ?? '0';

      it('has a change to try for each write route of the table, and none for a route it does not have', () => {
        expect(Object.keys(AUDITED_CHANGES).sort()).toEqual(writeRoutes().sort());
      });

      it.each(Object.entries(AUDITED_CHANGES))(
        '%s: a refused audit row leaves a clean 5xx and nothing written; an accepted one commits with its row',
        async (key, change) => {
          const [method = '', pattern = ''] = key.split(' ');
          const admin = await staffBrowser(api, 'admin');
          const request = await change.prepare(api, admin);
          const actor = request.as ?? admin;
          const send = await sender(actor, api, method.toUpperCase(), request);
          const since = await lastAuditId();
          const before = await databaseDigest(api.db);

          await refuseRowsOf(actor.email);
          const refused = await send();
          await allowRowsOf(actor.email);
          expect(refused.status, key).toBe(500);
          expect(await refused.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
          const after = await databaseDigest(api.db);
          expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);

          const accepted = await send();
          expect(accepted.status, `${key}: ${await accepted.clone().text()}`).toBeLessThan(300);
          const rows = await api.db.selectFrom('auditLog').selectAll().where('id', '>', since).execute();
          expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
            [change.action ?? `${method.toUpperCase()} /api/admin${pattern}`, actor.email],
          ]);
        },
      );
    });
  },
  { seed: false, overrides: { backgroundWork: false } },
);
