import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { adminTourDateResponseSchema, adminTourDatesResponseSchema, type TourDateBody } from '@ps/shared/schemas';
import { linkTo, mailsTo, onServer } from './support/newsletter-mail';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';
import { DAY, newShow, subscriber } from './support/tour-dates';

/** A show of its own per test: mails are found by its city. */
const show = (overrides: Partial<TourDateBody> = {}) =>
  newShow({ city: `Boise ${randomUUID().slice(0, 6)}`, ...overrides });

const activeSubscribers = async (api: ApiTestContext) =>
  Number(
    (
      await api.db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('confirmedAt', 'is not', null)
        .where('unsubscribedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).count,
  );

const queuedAnnouncements = async (api: ApiTestContext, city: string) =>
  (await api.db.selectFrom('mailOutbox').select('message').where('kind', '=', 'tour_announcement').execute())
    .map((row) => row.message)
    .filter((message) => message.subject === `New show: ${city}`);

describeEachDatabase('tour announcements to the newsletter', (api) => {
  const addShow = async (staff: Awaited<ReturnType<typeof staffBrowser>>, body: TourDateBody) => {
    const response = await staff.post('/api/admin/tour-dates', body);
    expect(response.status).toBe(201);
    return adminTourDateResponseSchema.parse(await response.json()).tourDate;
  };

  it('when staff announce a show, then each confirmed subscriber gets one mail with the tickets and a way out, and nobody else', async () => {
    const staff = await staffBrowser(api, 'staff');
    const named = await subscriber(api, 'confirmed', 'Riley');
    const unconfirmed = await subscriber(api, 'unconfirmed');
    const gone = await subscriber(api, 'unsubscribed');
    const added = await addShow(staff, show());
    expect(added).toMatchObject({ announcedAt: null, announcedTo: null });

    const audience = await activeSubscribers(api);
    const response = await staff.post(`/api/admin/tour-dates/${added.id}/announce`);
    expect(response.status).toBe(200);
    const { tourDate } = adminTourDateResponseSchema.parse(await response.json());
    expect(tourDate.announcedTo).toBe(audience);
    expect(Date.parse(tourDate.announcedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const queued = await queuedAnnouncements(api, added.city);
    expect(queued).toHaveLength(audience);
    expect(new Set(queued.map((message) => message.to)).size).toBe(audience);
    expect(queued.map((message) => message.to)).toContain(named);
    expect(queued.map((message) => message.to)).not.toContain(unconfirmed);
    expect(queued.map((message) => message.to)).not.toContain(gone);

    const [mail] = await mailsTo(api, named, `New show: ${added.city}`);
    expect(mail).toContain('Hey Riley,');
    expect(mail).toContain(`Panic Squad play Knitting Factory in ${added.city} on`);
    expect(mail).toContain('https://tickets.example/boise');
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

    const listed = adminTourDatesResponseSchema.parse(
      await (await staff.get('/api/admin/tour-dates?limit=100')).json(),
    );
    expect(listed.tourDates.find((entry) => entry.id === added.id)).toMatchObject({ announcedTo: audience });
    const publicShow = ((await (await api.fetch('/api/tour-dates')).json()) as { tourDates: object[] }).tourDates[0];
    expect(publicShow).not.toHaveProperty('announcedTo');
    await vi.waitFor(async () => {
      const actions = await api.db
        .selectFrom('auditLog')
        .select('action')
        .where('actorEmail', '=', staff.email)
        .execute();
      expect(actions.map((entry) => entry.action)).toContain('POST /api/admin/tour-dates/:id/announce');
    });
  });

  it('when a show was announced, sold out, cancelled or played, then announcing it is refused and nothing is queued', async () => {
    const staff = await staffBrowser(api, 'staff');
    await subscriber(api, 'confirmed');
    const announced = await addShow(staff, show());
    expect((await staff.post(`/api/admin/tour-dates/${announced.id}/announce`)).status).toBe(200);
    const soldOut = await addShow(staff, show());
    await staff.post(`/api/admin/tour-dates/${soldOut.id}/sold-out`);
    const cancelled = await addShow(staff, show());
    await staff.post(`/api/admin/tour-dates/${cancelled.id}/cancel`);
    const played = await addShow(staff, show({ startsAt: new Date(Date.now() - DAY).toISOString() }));
    const queuedBefore = await api.db.selectFrom('mailOutbox').select('id').execute();

    const refusals = [
      [announced.id, 'ALREADY_ANNOUNCED'],
      [soldOut.id, 'INVALID_TRANSITION'],
      [cancelled.id, 'INVALID_TRANSITION'],
      [played.id, 'SHOW_PLAYED'],
    ] as const;
    for (const [id, code] of refusals) {
      const response = await staff.post(`/api/admin/tour-dates/${id}/announce`);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await staff.post('/api/admin/tour-dates/999999/announce')).status).toBe(404);
    expect(await api.db.selectFrom('mailOutbox').select('id').execute()).toHaveLength(queuedBefore.length);
  });

  it('when a show has a presale code, then the announcement mail gives it until the public sale, and the public list never shows it', async () => {
    const staff = await staffBrowser(api, 'staff');
    const fan = await subscriber(api, 'confirmed');
    const publicSaleAt = new Date(Date.now() + 5 * DAY).toISOString();
    const added = await addShow(staff, show({ presaleCode: 'SQUAD-Early-2031', publicSaleAt }));
    expect(added).toMatchObject({ presaleCode: 'SQUAD-Early-2031', publicSaleAt });
    expect((await staff.post(`/api/admin/tour-dates/${added.id}/announce`)).status).toBe(200);

    const [mail] = await mailsTo(api, fan, `New show: ${added.city}`);
    expect(mail).toContain(
      'Your presale code: SQUAD-Early-2031. It works at the ticket link until the public sale starts on',
    );
    const publicList = await (await api.fetch('/api/tour-dates')).text();
    expect(publicList).toContain(added.city);
    expect(publicList).not.toContain('SQUAD-Early-2031');
    expect(publicList).not.toContain('presaleCode');
  });

  it('when two staff members announce the same show at once, then the newsletter gets it once', async () => {
    const [first, second] = [await staffBrowser(api, 'staff'), await staffBrowser(api, 'admin')];
    await subscriber(api, 'confirmed');
    const added = await addShow(first, show());
    const answers = await Promise.all(
      [first, second].map((staff) => staff.post(`/api/admin/tour-dates/${added.id}/announce`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await queuedAnnouncements(api, added.city)).toHaveLength(await activeSubscribers(api));
  });
});
