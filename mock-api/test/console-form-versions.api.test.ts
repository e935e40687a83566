import { expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';
import { newShow } from './support/tour-dates';

type Body = Record<string, unknown>;

/** A console form: where its record lives, how one is made, and the body of a save naming a tag. */
interface ConsoleForm {
  name: string;
  what: string;
  /** Makes a record to edit; the path its form saves to. */
  create: (page: Browser) => Promise<string>;
  /** Where the console reads the record when there is no GET of its own: the list, and the key of its rows. */
  list?: { path: string; key: string; as: string };
  /** The record as the form reads it: its values and version. */
  read: (answer: Body) => { values: Body; version: number };
  /** The form's values with one field changed to `tag`. */
  edit: (values: Body, tag: string) => Body;
  /** The field the edit changed, as read back. */
  changed: (values: Body) => unknown;
}

const created = async (response: Response, key: string) => {
  expect(response.status).toBe(201);
  return ((await response.json()) as Record<string, { id: number }>)[key]!.id;
};

let sequence = 0;
const unique = () => `${process.pid}x${(sequence += 1)}`;

const FORMS: ConsoleForm[] = [
  {
    name: 'category',
    what: 'This category',
    create: async (page) =>
      `/api/admin/categories/${await created(await page.post('/api/admin/categories', { name: `Pins ${unique()}` }), 'category')}`,
    read: ({ category }) => {
      const { name, slug, description, displayOrder, active, version } = category as Body;
      return { values: { name, slug, description, displayOrder, active }, version: version as number };
    },
    edit: (values, tag) => ({ ...values, description: tag }),
    changed: (values) => values.description,
  },
  {
    name: 'promotion',
    what: 'This promotion',
    create: async (page) => {
      const body = { code: `FORM${unique()}`, type: 'percentage', value: 10 };
      return `/api/admin/promotions/${await created(await page.post('/api/admin/promotions', body), 'promotion')}`;
    },
    read: ({ promotion }) => {
      const { code, type, value, minSubtotal, endsAt, usageLimit, usageLimitPerCustomer, active, version } =
        promotion as Body;
      const values = { code, type, value, minSubtotal, endsAt, usageLimit, usageLimitPerCustomer, active };
      return { values, version: version as number };
    },
    edit: (values, tag) => ({ ...values, value: tag.length }),
    changed: (values) => values.value,
  },
  {
    name: 'tour date',
    what: 'This show',
    list: { path: '/api/admin/tour-dates?when=all&limit=100', key: 'tourDates', as: 'tourDate' },
    create: async (page) =>
      `/api/admin/tour-dates/${await created(await page.post('/api/admin/tour-dates', newShow()), 'tourDate')}`,
    read: ({ tourDate }) => {
      const { city, venue, startsAt, timeZone, ticketUrl, ticketsTotal, ticketsRemaining, version } = tourDate as Body;
      const values = { city, venue, startsAt, timeZone, ticketUrl, ticketsTotal, ticketsRemaining };
      return { values, version: version as number };
    },
    edit: (values, tag) => ({ ...values, venue: `Hall ${tag}` }),
    changed: (values) => values.venue,
  },
  {
    name: 'news post',
    what: 'This post',
    list: { path: '/api/admin/news?limit=100', key: 'news', as: 'post' },
    create: async (page) => {
      const body = {
        title: 'Acoustic set',
        date: new Date().toISOString().slice(0, 10),
        type: 'content',
        content: 'Live.',
      };
      return `/api/admin/news/${await created(await page.post('/api/admin/news', body), 'post')}`;
    },
    read: ({ post }) => {
      const { title, date, type, content, isHot, version } = post as Body;
      return { values: { title, date, type, content, isHot }, version: version as number };
    },
    edit: (values, tag) => ({ ...values, title: `Acoustic set ${tag}` }),
    changed: (values) => values.title,
  },
  {
    name: 'newsletter mailing',
    what: 'This mailing',
    list: { path: '/api/admin/mailings?limit=100', key: 'mailings', as: 'mailing' },
    create: async (page) => {
      const body = { subject: 'Tour news', body: 'We are coming to town.' };
      return `/api/admin/mailings/${await created(await page.post('/api/admin/mailings', body), 'mailing')}`;
    },
    read: ({ mailing }) => {
      const { subject, body, version } = mailing as Body;
      return { values: { subject, body }, version: version as number };
    },
    edit: (values, tag) => ({ ...values, subject: `Tour news ${tag}` }),
    changed: (values) => values.subject,
  },
  {
    name: 'settings',
    what: 'The settings',
    create: async () => '/api/admin/settings',
    read: ({ settings, version }) => ({ values: settings as Body, version: version as number }),
    edit: (values, tag) => ({ ...values, shopName: `Panic Squad ${tag}` }),
    changed: (values) => values.shopName,
  },
];

describeEachDatabase('console forms: a save made from an older read is refused, never a silent overwrite', (api) => {
  async function open(page: Browser, form: ConsoleForm, path: string) {
    if (form.list) {
      const { key, as } = form.list;
      const rows = ((await (await page.get(form.list.path)).json()) as Record<string, Body[]>)[key]!;
      return form.read({ [as]: rows.find((row) => path.endsWith(`/${String(row.id)}`)) });
    }
    const response = await page.get(path);
    expect(response.status).toBe(200);
    return form.read((await response.json()) as Body);
  }

  it.each(FORMS)(
    'when two staff open the same $name and both save, then the second save gets 409 VERSION_CONFLICT and the first one stays',
    async (form) => {
      const first = await staffBrowser(api, 'admin');
      const second = await staffBrowser(api, 'admin');
      const path = await form.create(first);
      const mine = await open(first, form, path);
      const theirs = await open(second, form, path);

      const saved = await second.call('PUT', path, {
        body: { ...form.edit(theirs.values, 'theirs'), expectedVersion: theirs.version },
      });
      expect(saved.status).toBe(200);

      const stale = await first.call('PUT', path, {
        body: { ...form.edit(mine.values, 'mine!'), expectedVersion: mine.version },
      });
      expect(await expectError(stale, 409)).toEqual({
        code: 'VERSION_CONFLICT',
        message: `${form.what} was changed by someone else after you opened it. Reload to see their changes, then make yours again.`,
      });
      const now = await open(first, form, path);
      expect(form.changed(now.values)).toBe(form.changed(form.edit(theirs.values, 'theirs')));
      expect(now.version).toBe(theirs.version + 1);

      const again = await first.call('PUT', path, {
        body: { ...form.edit(now.values, 'mine!'), expectedVersion: now.version },
      });
      expect(again.status).toBe(200);
      expect(form.changed((await open(first, form, path)).values)).toBe(form.changed(form.edit(now.values, 'mine!')));
    },
  );
});
