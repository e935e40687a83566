import { expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, twoFactorStatusSchema } from '@ps/shared/console-schemas';
import { expectError } from './support/cart-client';
import { createStaffUser, STAFF_PASSWORD } from './support/staff';
import { describeEachDatabase } from './support/suite';
import { codeAt, enrolledStaff, passwordStep, secondStep, serverWithClock } from './support/two-factor';

const STEP_MS = 30_000;

describeEachDatabase('staff two-factor: enrolment, the second sign-in step, recovery codes, throttling', (api) => {
  const memberRow = (email: string) =>
    api.db.selectFrom('staffUsers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const actionsOf = async (email: string) =>
    (await api.db.selectFrom('auditLog').select('action').where('actorEmail', '=', email).orderBy('id').execute()).map(
      (row) => row.action,
    );

  it('enrols with a QR code and the secret as text, confirmed by a current code, and keeps only hashes of ten recovery codes', async () => {
    const { baseUrl, clock } = await serverWithClock(api);
    const { page, email, secret, recoveryCodes } = await enrolledStaff(api, baseUrl, clock.date());
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const status = twoFactorStatusSchema.parse(await (await page.get('/api/admin/profile/two-factor')).json());
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, required: false });

    const member = await memberRow(email);
    expect(member).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    const stored = await api.db
      .selectFrom('staffRecoveryCodes')
      .selectAll()
      .where('staffUserId', '=', member.id)
      .execute();
    const plain = recoveryCodes.map((code) => code.replace(/-/g, ''));
    expect(stored.some((row) => recoveryCodes.includes(row.codeHash) || plain.includes(row.codeHash))).toBe(false);
    expect(await actionsOf(email)).toContain('staff.two_factor_enabled');
  });

  it('refuses a wrong code at enrolment and leaves two-factor off', async () => {
    const { baseUrl } = await serverWithClock(api);
    const { page, answer } = await passwordStep(api, baseUrl, await createStaffUser(api, 'staff'));
    expect(answer.nextStep).toBeUndefined();
    await page.post('/api/admin/profile/two-factor/setup');
    const refused = await expectError(await page.post('/api/admin/profile/two-factor/enable', { code: '000000' }), 400);
    expect(refused).toMatchObject({ code: 'INVALID_CODE', fields: { code: TWO_FACTOR_MESSAGES.invalidCode } });
    const status = twoFactorStatusSchema.parse(await (await page.get('/api/admin/profile/two-factor')).json());
    expect(status.enabled).toBe(false);
  });

  it('makes sign-in two steps: the pending session opens no admin route, a wrong or replayed code is refused, a fresh one signs in on a new session id', async () => {
    const { baseUrl, clock } = await serverWithClock(api);
    const { email, secret } = await enrolledStaff(api, baseUrl, clock.date());
    const { page, answer } = await passwordStep(api, baseUrl, email);
    expect(answer).toMatchObject({ user: null, nextStep: 'two-factor' });
    const pendingCookie = page.cookieHeader('/api/admin');

    for (const route of api.adminRoutes ?? []) {
      const url = `/api/admin${route.path.replace(/:\w+/g, '1')}`;
      const response = await page.call(route.method.toUpperCase(), url, {
        body: route.method === 'get' ? undefined : {},
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
    }
    expect((await page.session('/api/admin/auth/session')) as object).toMatchObject({
      user: null,
      nextStep: 'two-factor',
    });

    const wrong = await expectError(await secondStep(page, '000000'), 401);
    expect(wrong).toMatchObject({ code: 'INVALID_CODE', message: TWO_FACTOR_MESSAGES.invalidCode });
    // The code that confirmed the enrolment is still inside its window, and still refused.
    expect((await expectError(await secondStep(page, codeAt(secret, clock.date())), 401)).code).toBe('INVALID_CODE');

    clock.now += STEP_MS;
    const signedIn = await secondStep(page, codeAt(secret, clock.date()));
    expect(signedIn.status).toBe(200);
    expect(await page.json(signedIn)).toMatchObject({ user: { email } });
    expect(page.cookieHeader('/api/admin')).not.toBe(pendingCookie);
    expect((await page.get('/api/admin/orders')).status).toBe(200);
    expect(await actionsOf(email)).toEqual(expect.arrayContaining(['staff.two_factor_failed', 'staff.sign_in']));

    const again = await passwordStep(api, baseUrl, email);
    expect((await expectError(await secondStep(again.page, codeAt(secret, clock.date())), 401)).code).toBe(
      'INVALID_CODE',
    );
  });

  it('takes a recovery code once, audits its use, and counts it off', async () => {
    const { baseUrl, clock } = await serverWithClock(api);
    const { email, recoveryCodes } = await enrolledStaff(api, baseUrl, clock.date());
    const [code] = recoveryCodes;
    const first = await passwordStep(api, baseUrl, email);
    expect((await secondStep(first.page, code!.toUpperCase())).status).toBe(200);
    const status = twoFactorStatusSchema.parse(await (await first.page.get('/api/admin/profile/two-factor')).json());
    expect(status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect(await actionsOf(email)).toContain('staff.recovery_code_used');

    const second = await passwordStep(api, baseUrl, email);
    expect((await expectError(await secondStep(second.page, code!), 401)).code).toBe('INVALID_CODE');
  });

  it('throttles wrong second-step codes in PostgreSQL: 429 with Retry-After, even for the right code, until the window ends', async () => {
    const { baseUrl, clock } = await serverWithClock(api);
    const { email, secret } = await enrolledStaff(api, baseUrl, clock.date());
    const { page } = await passwordStep(api, baseUrl, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await secondStep(page, '000000')).status).toBe(401);
    }
    clock.now += STEP_MS;
    const locked = await secondStep(page, codeAt(secret, clock.date()));
    expect((await expectError(locked, 429)).code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);

    clock.now += 15 * 60 * 1000;
    const later = await passwordStep(api, baseUrl, email);
    expect((await secondStep(later.page, codeAt(secret, clock.date()))).status).toBe(200);
  });

  it('turns two-factor off only with the password or a current code, and sign-in is one step again', async () => {
    const { baseUrl, clock } = await serverWithClock(api);
    const { page, email } = await enrolledStaff(api, baseUrl, clock.date());
    const disable = (body: object) => page.post('/api/admin/profile/two-factor/disable', body);
    expect((await expectError(await disable({}), 400)).fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeOrPassword });
    const wrong = await expectError(await disable({ password: 'not my password' }), 400);
    expect(wrong.fields).toEqual({ password: TWO_FACTOR_MESSAGES.wrongPassword });
    expect((await disable({ password: STAFF_PASSWORD })).status).toBe(204);
    expect(await actionsOf(email)).toEqual(
      expect.arrayContaining(['staff.two_factor_failed', 'staff.two_factor_disabled']),
    );
    expect(
      await api.db
        .selectFrom('staffRecoveryCodes')
        .selectAll()
        .where('staffUserId', '=', (await memberRow(email)).id)
        .execute(),
    ).toEqual([]);
    const { answer } = await passwordStep(api, baseUrl, email);
    expect(answer).toMatchObject({ user: { email } });
    expect(answer.nextStep).toBeUndefined();
  });
});
