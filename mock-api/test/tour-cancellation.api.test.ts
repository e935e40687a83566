import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminTourDateResponseSchema, adminTourDatesResponseSchema, type TourDateBody } from '@ps/shared/schemas';
import { linkTo, mailsTo } from './support/newsletter-mail';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';
import { newShow, subscriber } from './support/tour-dates';

type Staff = Awaited<ReturnType<typeof staffBrowser>>;

const cancellationsOf = async (api: ApiTestContext, city: string) =>
  (await api.db.selectFrom('mailOutbox').select('message').where('kind', '=', 'tour_cancellation').execute())
    .map((row) => row.message)
    .filter((message) => message.subject === `Cancelled: ${city}`);

const announcementsOf = async (api: ApiTestContext, city: string) =>
  (await api.db.selectFrom('mailOutbox').select('message').where('kind', '=', 'tour_announcement').execute())
    .map((row) => row.message)
    .filter((message) => message.subject === `New show: ${city}`);

async function addShow(staff: Staff, overrides: Partial<TourDateBody> = {}) {
  const response = await staff.post(
    '/api/admin/tour-dates',
    newShow({ city: `Fargo ${randomUUID().slice(0, 6)}`, ...overrides }),
  );
  expect(response.status).toBe(201);
  return adminTourDateResponseSchema.parse(await response.json()).tourDate;
}

const listed = async (staff: Staff, id: number) =>
  adminTourDatesResponseSchema
    .parse(await (await staff.get('/api/admin/tour-dates?when=all&limit=100')).json())
    .tourDates.find((show) => show.id === id);

describeEachDatabase('cancelling an announced show tells the subscribers who heard of it', (api) => {
  it('when staff cancel an announced show, then each subscriber the announcement reached gets one cancellation mail, and nobody else', async () => {
    const staff = await staffBrowser(api, 'staff');
    const told = await subscriber(api, 'confirmed', 'Sam');
    const leaving = await subscriber(api, 'confirmed');
    const added = await addShow(staff);
    expect((await staff.post(`/api/admin/tour-dates/${added.id}/announce`)).status).toBe(200);
    const latecomer = await subscriber(api, 'confirmed');
    await api.db
      .updateTable('newsletterSubscribers')
      .set({ unsubscribedAt: new Date() })
      .where('email', '=', leaving)
      .execute();
    const reached = (await announcementsOf(api, added.city)).map((message) => message.to);
    const expected = reached.filter((email) => email !== leaving);
    expect(await listed(staff, added.id)).toMatchObject({ cancellationAudience: expected.length });

    const response = await staff.post(`/api/admin/tour-dates/${added.id}/cancel`);
    expect(response.status).toBe(200);
    const { tourDate } = adminTourDateResponseSchema.parse(await response.json());
    expect(tourDate).toMatchObject({
      status: 'cancelled',
      cancellationMailedTo: expected.length,
      cancellationAudience: 0,
    });

    const sent = (await cancellationsOf(api, added.city)).map((message) => message.to);
    expect(sent.sort()).toEqual([...expected].sort());
    expect(sent).toContain(told);
    expect(sent).not.toContain(leaving);
    expect(sent).not.toContain(latecomer);

    const [mail] = await mailsTo(api, told, `Cancelled: ${added.city}`);
    expect(mail).toContain('Hey Sam,');
    expect(mail).toContain(`the Panic Squad show at Knitting Factory in ${added.city} on`);
    expect(mail).toContain('(venue time) is cancelled.');
    expect(mail).toContain('https://tickets.example/boise');
    expect(linkTo(mail ?? '', '/api/newsletter/unsubscribe')).toContain('token=');
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(await listed(staff, added.id)).toMatchObject({ cancellationMailedTo: expected.length });
  });

  it('when two staff members cancel the same announced show at once, then each subscriber is still told once', async () => {
    const [first, second] = [await staffBrowser(api, 'staff'), await staffBrowser(api, 'admin')];
    await subscriber(api, 'confirmed');
    const added = await addShow(first);
    expect((await first.post(`/api/admin/tour-dates/${added.id}/announce`)).status).toBe(200);
    const reached = await announcementsOf(api, added.city);

    const answers = await Promise.all(
      [first, second].map((staff) => staff.post(`/api/admin/tour-dates/${added.id}/cancel`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const sent = (await cancellationsOf(api, added.city)).map((message) => message.to);
    expect(sent).toHaveLength(reached.length);
    expect(new Set(sent).size).toBe(reached.length);
    expect((await first.post(`/api/admin/tour-dates/${added.id}/cancel`)).status).toBe(200);
    expect(await cancellationsOf(api, added.city)).toHaveLength(reached.length);
  });

  it('when staff cancel a show that was never announced, then nobody is mailed', async () => {
    const staff = await staffBrowser(api, 'staff');
    await subscriber(api, 'confirmed');
    const added = await addShow(staff);
    expect(await listed(staff, added.id)).toMatchObject({ cancellationAudience: 0 });
    const response = await staff.post(`/api/admin/tour-dates/${added.id}/cancel`);
    expect(response.status).toBe(200);
    expect(adminTourDateResponseSchema.parse(await response.json()).tourDate).toMatchObject({
      status: 'cancelled',
      cancellationMailedTo: null,
    });
    expect(await cancellationsOf(api, added.city)).toHaveLength(0);
  });
});
