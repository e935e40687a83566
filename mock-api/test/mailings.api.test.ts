import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminMailingResponseSchema, adminMailingsResponseSchema, type MailingBody } from '@ps/shared/console-schemas';
import { linkTo, mailsTo, onServer } from './support/newsletter-mail';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';
import { subscriber } from './support/tour-dates';

type Staff = Awaited<ReturnType<typeof staffBrowser>>;

/** A mailing of its own per test: mails are found by its subject. */
const words = (): MailingBody => ({
  subject: `Van diary ${randomUUID().slice(0, 8)}`,
  body: 'Hello from the van.\n\nNew demo: https://panicsquad.example/demo <b>not bold</b>',
});

const queuedFor = async (api: ApiTestContext, subject: string) =>
  (await api.db.selectFrom('mailOutbox').select(['kind', 'message']).execute()).filter(
    ({ message }) => message.subject === subject || message.subject === `[Test] ${subject}`,
  );

const confirmedCount = async (staff: Staff) =>
  adminMailingsResponseSchema.parse(await (await staff.get('/api/admin/mailings?limit=1')).json()).subscribers;

describeEachDatabase('newsletter mailings', (api) => {
  const draft = async (staff: Staff, body: MailingBody = words()) => {
    const response = await staff.post('/api/admin/mailings', body);
    expect(response.status).toBe(201);
    return adminMailingResponseSchema.parse(await response.json()).mailing;
  };

  it('when staff write, edit, list and delete a draft, then the list shows it newest first with its author, and bad words are 400 per field', async () => {
    const staff = await staffBrowser(api, 'staff');
    const older = await draft(staff);
    const created = await draft(staff);
    expect(created).toMatchObject({ status: 'draft', writtenBy: 'A staff', sentAt: null, recipients: null });

    const edited = { subject: `${created.subject} (edited)`, body: 'Changed.' };
    const put = await staff.call('PUT', `/api/admin/mailings/${created.id}`, { body: edited });
    expect(put.status).toBe(200);
    expect(adminMailingResponseSchema.parse(await put.json()).mailing).toMatchObject(edited);

    const listed = adminMailingsResponseSchema.parse(await (await staff.get('/api/admin/mailings?limit=2')).json());
    expect(listed.mailings.map((mailing) => mailing.id)).toEqual([created.id, older.id]);
    expect(listed.pagination.hasMore).toBe(listed.pagination.total > 2);

    for (const [body, field] of [
      [{ subject: '  ', body: 'x' }, 'subject'],
      [{ subject: 'x'.repeat(121), body: 'x' }, 'subject'],
      [{ subject: 'Two\nlines', body: 'x' }, 'subject'],
      [{ subject: 'x', body: '' }, 'body'],
      [{ subject: 'x', body: 'x'.repeat(20_001) }, 'body'],
    ] as const) {
      const response = await staff.post('/api/admin/mailings', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
        fields: { [field]: expect.any(String) },
      });
    }
    const badEdit = await staff.call('PUT', `/api/admin/mailings/${created.id}`, { body: { subject: '', body: 'x' } });
    expect(badEdit.status).toBe(400);
    expect(
      (
        await api.db
          .selectFrom('newsletterMailings')
          .select('subject')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow()
      ).subject,
    ).toBe(edited.subject);

    expect((await staff.call('DELETE', `/api/admin/mailings/${created.id}`)).status).toBe(204);
    expect((await staff.call('DELETE', `/api/admin/mailings/${created.id}`)).status).toBe(404);
    expect((await staff.post(`/api/admin/mailings/${created.id}/send`)).status).toBe(404);
  });

  it('when staff send a test, then only they get it, marked as a test, and the mailing stays a draft', async () => {
    const staff = await staffBrowser(api, 'staff');
    await subscriber(api, 'confirmed');
    const created = await draft(staff);
    const response = await staff.post(`/api/admin/mailings/${created.id}/test`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sentTo: staff.email });

    const queued = await queuedFor(api, created.subject);
    expect(queued.map(({ kind, message }) => [kind, message.to, message.subject])).toEqual([
      ['newsletter_mailing_test', staff.email, `[Test] ${created.subject}`],
    ]);
    const [mail] = await mailsTo(api, staff.email, `[Test] ${created.subject}`);
    expect(mail).toContain('This is a test copy.');
    const row = await api.db
      .selectFrom('newsletterMailings')
      .select('sentAt')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.sentAt).toBeNull();
  });

  it('when staff send a mailing, then each confirmed subscriber gets it once with their unsubscribe link, and nobody else', async () => {
    const staff = await staffBrowser(api, 'staff');
    const named = await subscriber(api, 'confirmed', 'Riley');
    const unconfirmed = await subscriber(api, 'unconfirmed');
    const gone = await subscriber(api, 'unsubscribed');
    const created = await draft(staff);
    const audience = await confirmedCount(staff);

    const response = await staff.post(`/api/admin/mailings/${created.id}/send`);
    expect(response.status).toBe(200);
    const { mailing } = adminMailingResponseSchema.parse(await response.json());
    expect(mailing).toMatchObject({ status: 'sent', sentBy: 'A staff', recipients: audience });

    const queued = await queuedFor(api, created.subject);
    const addresses = queued.map(({ message }) => message.to);
    expect(queued.every(({ kind }) => kind === 'newsletter_mailing')).toBe(true);
    expect(addresses).toHaveLength(audience);
    expect(new Set(addresses).size).toBe(audience);
    expect(addresses).toContain(named);
    expect(addresses).not.toContain(unconfirmed);
    expect(addresses).not.toContain(gone);
    expect(addresses).not.toContain(staff.email);

    const [mail] = await mailsTo(api, named, created.subject);
    expect(mail).toContain('Hey Riley,');
    expect(mail).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(mail).toContain('<a href="https://panicsquad.example/demo">');
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = await fetch(onServer(linkTo(mail ?? '', '/api/newsletter/unsubscribe'), api.baseUrl), {
      method: 'POST',
    });
    expect(unsubscribe.status).toBeLessThan(300);
    const row = await api.db
      .selectFrom('newsletterSubscribers')
      .select('unsubscribedAt')
      .where('email', '=', named)
      .executeTakeFirstOrThrow();
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('when a mailing was sent, then editing, deleting, testing or sending it again is 409 ALREADY_SENT and queues nothing', async () => {
    const staff = await staffBrowser(api, 'staff');
    await subscriber(api, 'confirmed');
    const created = await draft(staff);
    expect((await staff.post(`/api/admin/mailings/${created.id}/send`)).status).toBe(200);
    const queuedBefore = (await api.db.selectFrom('mailOutbox').select('id').execute()).length;

    for (const [method, path, body] of [
      ['PUT', '', words()],
      ['DELETE', '', undefined],
      ['POST', '/test', undefined],
      ['POST', '/send', undefined],
    ] as const) {
      const response = await staff.call(method, `/api/admin/mailings/${created.id}${path}`, { body });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'ALREADY_SENT', message: expect.any(String) });
    }
    expect(await api.db.selectFrom('mailOutbox').select('id').execute()).toHaveLength(queuedBefore);
  });

  it('when two staff members send the same mailing at once, then the newsletter gets it once', async () => {
    const [first, second] = [await staffBrowser(api, 'staff'), await staffBrowser(api, 'admin')];
    await subscriber(api, 'confirmed');
    const created = await draft(first);
    const answers = await Promise.all(
      [first, second].map((staff) => staff.post(`/api/admin/mailings/${created.id}/send`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await queuedFor(api, created.subject)).toHaveLength(await confirmedCount(first));
  });
});
