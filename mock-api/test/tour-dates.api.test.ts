import { expect, it, vi } from 'vitest';
import {
  adminTourDatesResponseSchema,
  tourDateResponseSchema,
  tourDatesResponseSchema,
  type TourDate,
  type TourDateBody,
} from '@ps/shared/schemas';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/rules';
import { browser } from './support/browser';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';
import { DAY, newShow } from './support/tour-dates';

describeEachDatabase('tour dates', (api) => {
  const publicList = async (): Promise<TourDate[]> => {
    const response = await api.fetch('/api/tour-dates');
    expect(response.status).toBe(200);
    return tourDatesResponseSchema.parse(await response.json()).tourDates;
  };

  it('when a fan asks for the tour, then a fresh install has shows to come and a couple already played', async () => {
    const response = await api.fetch('/api/tour-dates');
    expect(response.headers.get('cache-control')).toContain('public');
    const shows = tourDatesResponseSchema.parse(await response.json()).tourDates;
    const now = Date.now();
    expect(shows.filter((show) => Date.parse(show.startsAt) > now).length).toBeGreaterThanOrEqual(4);
    expect(shows.filter((show) => Date.parse(show.startsAt) < now).length).toBeGreaterThanOrEqual(2);
    expect(shows.map((show) => show.status)).toEqual(expect.arrayContaining(['cancelled', 'sold_out', 'scheduled']));
    expect(shows.some((show) => (show.ticketsRemaining ?? Infinity) < LOW_TICKETS_THRESHOLD)).toBe(true);
    const times = shows.map((show) => Date.parse(show.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('when a fan opens a fresh install, then no sample show points at a made-up or search ticket page', async () => {
    const shows = await publicList();
    expect(shows.length).toBeGreaterThan(0);
    for (const show of shows) expect(show.ticketUrl).toBeNull();
  });

  it("when staff add a show's ticket page, then fans get it; when they clear it, then fans get none", async () => {
    const staff = await staffBrowser(api, 'staff');
    const created = await staff.post('/api/admin/tour-dates', newShow({ ticketUrl: null }));
    expect(created.status).toBe(201);
    const { tourDate } = tourDateResponseSchema.parse(await created.json());
    expect(tourDate.ticketUrl).toBeNull();

    const ticketed = await staff.call('PUT', `/api/admin/tour-dates/${tourDate.id}`, {
      body: newShow({ ticketUrl: 'https://tickets.example/boise-show' }),
    });
    expect(ticketed.status).toBe(200);
    expect((await publicList()).find((show) => show.id === tourDate.id)?.ticketUrl).toBe(
      'https://tickets.example/boise-show',
    );
    await staff.call('PUT', `/api/admin/tour-dates/${tourDate.id}`, { body: newShow({ ticketUrl: null }) });
    expect((await publicList()).find((show) => show.id === tourDate.id)?.ticketUrl).toBeNull();

    const presaleWithoutPage = await staff.post(
      '/api/admin/tour-dates',
      newShow({ ticketUrl: null, presaleCode: 'SQUAD-26', publicSaleAt: new Date(Date.now() + 5 * DAY).toISOString() }),
    );
    expect(presaleWithoutPage.status).toBe(400);
    expect(((await presaleWithoutPage.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'ticketUrl',
    );
  });

  it('when staff add, edit, sell out and cancel a show, then the public list says so each time, and each write is audited', async () => {
    const staff = await staffBrowser(api, 'staff');
    const created = await staff.post('/api/admin/tour-dates', newShow());
    expect(created.status).toBe(201);
    const { tourDate } = tourDateResponseSchema.parse(await created.json());
    expect(tourDate).toMatchObject({ city: 'Boise, ID', status: 'scheduled', ticketsRemaining: 120 });
    expect((await publicList()).find((show) => show.id === tourDate.id)?.venue).toBe('Knitting Factory');

    const edited = await staff.call('PUT', `/api/admin/tour-dates/${tourDate.id}`, {
      body: newShow({ venue: 'Treefort Stage', ticketsRemaining: 12 }),
    });
    expect(edited.status).toBe(200);
    expect((await publicList()).find((show) => show.id === tourDate.id)).toMatchObject({
      venue: 'Treefort Stage',
      ticketsRemaining: 12,
    });

    const soldOut = await staff.post(`/api/admin/tour-dates/${tourDate.id}/sold-out`);
    expect(tourDateResponseSchema.parse(await soldOut.json()).tourDate).toMatchObject({
      status: 'sold_out',
      ticketsRemaining: 0,
    });
    const cancelled = await staff.post(`/api/admin/tour-dates/${tourDate.id}/cancel`);
    expect(tourDateResponseSchema.parse(await cancelled.json()).tourDate.status).toBe('cancelled');
    expect((await publicList()).find((show) => show.id === tourDate.id)?.status).toBe('cancelled');

    await vi.waitFor(async () => {
      const actions = await api.db
        .selectFrom('auditLog')
        .select('action')
        .where('actorEmail', '=', staff.email)
        .execute();
      expect(actions.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'POST /api/admin/tour-dates',
          'PUT /api/admin/tour-dates/:id',
          'POST /api/admin/tour-dates/:id/sold-out',
          'POST /api/admin/tour-dates/:id/cancel',
        ]),
      );
    });
  });

  it('when staff page through the Tour screen, then shows to come are soonest first, played ones latest first, and pages add up', async () => {
    const staff = await staffBrowser(api, 'staff');
    const page = async (query: string) => {
      const response = await staff.get(`/api/admin/tour-dates?${query}`);
      expect(response.status).toBe(200);
      return adminTourDatesResponseSchema.parse(await response.json());
    };
    const now = Date.now();
    const upcoming = await page('when=upcoming&limit=100');
    const played = await page('when=played&limit=100');
    const all = await page('when=all&limit=100');
    expect(upcoming.tourDates.every((show) => Date.parse(show.startsAt) >= now - 60_000)).toBe(true);
    expect(played.tourDates.every((show) => Date.parse(show.startsAt) < now)).toBe(true);
    const times = (shows: { startsAt: string }[]) => shows.map((show) => Date.parse(show.startsAt));
    expect(times(upcoming.tourDates)).toEqual([...times(upcoming.tourDates)].sort((a, b) => a - b));
    expect(times(played.tourDates)).toEqual([...times(played.tourDates)].sort((a, b) => b - a));
    expect(upcoming.pagination.total + played.pagination.total).toBe(all.pagination.total);
    expect((await page('')).tourDates).toEqual(upcoming.tourDates.slice(0, 20));

    const first = await page('when=all&limit=2');
    const second = await page('when=all&limit=2&offset=2');
    expect(first.pagination).toEqual({ total: all.pagination.total, hasMore: true });
    expect([...first.tourDates, ...second.tourDates]).toEqual(all.tourDates.slice(0, 4));
    const bad = await staff.get('/api/admin/tour-dates?when=someday&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(['limit', 'when']);
  });

  it('when a show is cancelled, then it cannot be edited or sold out any more', async () => {
    const staff = await staffBrowser(api, 'staff');
    const { tourDate } = tourDateResponseSchema.parse(
      await (await staff.post('/api/admin/tour-dates', newShow())).json(),
    );
    expect((await staff.post(`/api/admin/tour-dates/${tourDate.id}/cancel`)).status).toBe(200);
    const soldOut = await staff.post(`/api/admin/tour-dates/${tourDate.id}/sold-out`);
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const edit = await staff.call('PUT', `/api/admin/tour-dates/${tourDate.id}`, { body: newShow() });
    expect(edit.status).toBe(409);
  });

  it('when staff send a bad show, then each bad field is named and nothing is stored', async () => {
    const staff = await staffBrowser(api, 'staff');
    const before = (await publicList()).length;
    const response = await staff.post('/api/admin/tour-dates', {
      ...newShow(),
      city: ' ',
      startsAt: 'next friday',
      timeZone: 'Mars/Olympus',
      ticketUrl: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields).sort()).toEqual(['city', 'startsAt', 'ticketUrl', 'timeZone']);
    const over = await staff.post('/api/admin/tour-dates', newShow({ ticketsTotal: 10, ticketsRemaining: 11 }));
    expect(((await over.json()) as { fields: Record<string, string> }).fields).toHaveProperty('ticketsRemaining');
    expect((await staff.post('/api/admin/tour-dates/999999/cancel')).status).toBe(404);
    expect((await publicList()).length).toBe(before);
  });

  it('when staff send a bad presale, then each bad field is named and nothing is stored', async () => {
    const staff = await staffBrowser(api, 'staff');
    const before = (await publicList()).length;
    const fieldsOf = async (body: TourDateBody) => {
      const response = await staff.post('/api/admin/tour-dates', body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { code: string; fields: Record<string, string> }).fields;
    };
    const soon = new Date(Date.now() + DAY).toISOString();
    expect(await fieldsOf(newShow({ presaleCode: 'no spaces!', publicSaleAt: soon }))).toEqual({
      presaleCode: 'must be 3 to 40 letters, digits or dashes',
    });
    expect(await fieldsOf(newShow({ presaleCode: 'AB', publicSaleAt: soon }))).toHaveProperty('presaleCode');
    expect(await fieldsOf(newShow({ presaleCode: 'A'.repeat(41), publicSaleAt: soon }))).toHaveProperty('presaleCode');
    expect(await fieldsOf(newShow({ presaleCode: 'PANIC-1' }))).toEqual({
      publicSaleAt: 'is needed: the code works until then',
    });
    expect(await fieldsOf(newShow({ publicSaleAt: new Date(Date.now() - DAY).toISOString() }))).toEqual({
      publicSaleAt: 'must be in the future',
    });
    expect(await fieldsOf(newShow({ publicSaleAt: new Date(Date.now() + 30 * DAY).toISOString() }))).toEqual({
      publicSaleAt: 'must be before the show',
    });
    expect((await publicList()).length).toBe(before);
  });

  it('when someone without a staff session writes, then the API refuses and nothing changes', async () => {
    const before = (await publicList()).length;
    const stranger = browser(api);
    await stranger.session();
    expect((await stranger.post('/api/admin/tour-dates', newShow())).status).toBe(401);
    expect((await stranger.get('/api/admin/tour-dates')).status).toBe(401);
    expect((await publicList()).length).toBe(before);
  });
});
