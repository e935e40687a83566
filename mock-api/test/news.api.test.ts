import { expect, it, vi } from 'vitest';
import {
  adminNewsPostResponseSchema,
  adminNewsResponseSchema,
  newsResponseSchema,
  type NewsPost,
  type NewsPostBody,
} from '@ps/shared/schemas';
import { browser } from './support/browser';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const today = () => daysAgo(0);

/** A valid post dated today, as the News screen's dialog sends it. */
const newPost = (overrides: Partial<NewsPostBody> = {}): NewsPostBody => ({
  title: 'Acoustic session tonight',
  date: today(),
  type: 'content',
  content: 'Three songs, one stool, no distortion pedals. Live on every platform at 8 pm.',
  isHot: true,
  ...overrides,
});

type ErrorBody = { code: string; fields?: Record<string, string> };

describeEachDatabase('news posts', (api) => {
  const publicNews = async (query = ''): Promise<NewsPost[]> => {
    const response = await api.fetch(`/api/news${query}`);
    expect(response.status).toBe(200);
    return newsResponseSchema.parse(await response.json()).news;
  };

  it('when a fan opens a fresh install, then the four sample posts come newest first, dated around the seeded tour and promising no day', async () => {
    const response = await api.fetch('/api/news');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('etag')).toBeTruthy();
    const news = newsResponseSchema.parse(await response.json()).news;
    expect(news.map(({ date, type, isHot }) => ({ date, type, isHot }))).toEqual([
      { date: daysAgo(5), type: 'tour', isHot: true },
      { date: daysAgo(18), type: 'content', isHot: false },
      { date: daysAgo(30), type: 'community', isHot: false },
      { date: daysAgo(60), type: 'tour', isHot: false },
    ]);
    const shows = (await api.db.selectFrom('tourDates').select('city').orderBy('startsAt').execute()).map(
      ({ city }) => city.split(',')[0],
    );
    const [closing, , , announcement] = news;
    expect(closing?.title).toBe('Los Angeles closes the Anxiety Attack Tour');
    expect(announcement?.content).toContain(shows.join(', ').replace(/, ([^,]+)$/, ' and $1'));
    for (const post of news) expect(`${post.title} ${post.content}`).not.toMatch(/friday|tomorrow|next week|million/i);
    expect(await publicNews('?limit=2')).toEqual(news.slice(0, 2));
  });

  it('when a fan asks for too many or a nonsense limit, then 400 names the limit', async () => {
    for (const limit of ['0', '13', 'lots']) {
      const response = await api.fetch(`/api/news?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).fields).toHaveProperty('limit');
    }
  });

  it('when staff write, publish, edit, unpublish and delete a post, then fans see it only while published, first, and each write is audited', async () => {
    const staff = await staffBrowser(api, 'staff');
    const created = await staff.post('/api/admin/news', newPost());
    expect(created.status).toBe(201);
    const { post } = adminNewsPostResponseSchema.parse(await created.json());
    expect(post).toMatchObject({ title: 'Acoustic session tonight', date: today(), published: false, isHot: true });
    expect((await publicNews()).some((each) => each.id === post.id)).toBe(false);

    const published = await staff.post(`/api/admin/news/${post.id}/publish`);
    expect(adminNewsPostResponseSchema.parse(await published.json()).post.published).toBe(true);
    expect((await publicNews())[0]).toMatchObject({ id: post.id, title: 'Acoustic session tonight' });

    const edited = await staff.call('PUT', `/api/admin/news/${post.id}`, {
      body: newPost({ title: 'Acoustic session moved to Friday', type: 'milestone', isHot: false }),
    });
    expect(edited.status).toBe(200);
    expect(adminNewsPostResponseSchema.parse(await edited.json()).post.published).toBe(true);
    expect((await publicNews())[0]).toMatchObject({ title: 'Acoustic session moved to Friday', type: 'milestone' });

    await staff.post(`/api/admin/news/${post.id}/unpublish`);
    expect((await publicNews()).some((each) => each.id === post.id)).toBe(false);
    expect((await staff.call('DELETE', `/api/admin/news/${post.id}`)).status).toBe(204);
    expect((await staff.call('DELETE', `/api/admin/news/${post.id}`)).status).toBe(404);

    await vi.waitFor(async () => {
      const actions = await api.db
        .selectFrom('auditLog')
        .select('action')
        .where('actorEmail', '=', staff.email)
        .execute();
      expect(actions.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'POST /api/admin/news',
          'POST /api/admin/news/:id/publish',
          'PUT /api/admin/news/:id',
          'POST /api/admin/news/:id/unpublish',
          'DELETE /api/admin/news/:id',
        ]),
      );
    });
  });

  it('when staff page through the News screen, then posts are newest first, drafts and published ones apart, and pages add up', async () => {
    const staff = await staffBrowser(api, 'staff');
    await staff.post('/api/admin/news', newPost({ title: 'A draft nobody sees', date: '2025-03-01' }));
    const page = async (query: string) => {
      const response = await staff.get(`/api/admin/news?${query}`);
      expect(response.status).toBe(200);
      return adminNewsResponseSchema.parse(await response.json());
    };
    const all = await page('limit=100');
    const drafts = await page('state=draft&limit=100');
    const live = await page('state=published&limit=100');
    expect(drafts.news.every((post) => !post.published)).toBe(true);
    expect(live.news.every((post) => post.published)).toBe(true);
    expect(drafts.news.some((post) => post.title === 'A draft nobody sees')).toBe(true);
    expect(drafts.pagination.total + live.pagination.total).toBe(all.pagination.total);
    const dates = all.news.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = await page('limit=2');
    const second = await page('limit=2&offset=2');
    expect(first.pagination).toEqual({ total: all.pagination.total, hasMore: true });
    expect([...first.news, ...second.news]).toEqual(all.news.slice(0, 4));
    const bad = await staff.get('/api/admin/news?state=hidden&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).fields ?? {}).sort()).toEqual(['limit', 'state']);
  });

  it('when staff send a bad post, then each bad field is named and nothing is stored', async () => {
    const staff = await staffBrowser(api, 'staff');
    const count = async () => adminNewsResponseSchema.parse(await (await staff.get('/api/admin/news')).json());
    const before = (await count()).pagination.total;
    const response = await staff.post('/api/admin/news', {
      title: ' ',
      date: 'last tuesday',
      type: 'gossip',
      content: 'x'.repeat(1001),
      isHot: 'yes',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['content', 'date', 'isHot', 'title', 'type']);

    const long = await staff.post('/api/admin/news', newPost({ title: 'x'.repeat(121) }));
    expect(((await long.json()) as ErrorBody).fields).toEqual({ title: 'must be at most 120 characters' });
    const future = await staff.post('/api/admin/news', newPost({ date: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(((await future.json()) as ErrorBody).fields).toEqual({ date: 'cannot be in the future' });
    expect((await staff.call('PUT', '/api/admin/news/999999', { body: newPost() })).status).toBe(404);
    expect((await staff.post('/api/admin/news/999999/publish')).status).toBe(404);
    expect((await count()).pagination.total).toBe(before);
  });

  it('when someone without a staff session writes, then the API refuses and nothing changes', async () => {
    const before = await publicNews();
    const stranger = browser(api);
    await stranger.session();
    expect((await stranger.post('/api/admin/news', newPost())).status).toBe(401);
    expect((await stranger.get('/api/admin/news')).status).toBe(401);
    expect((await stranger.call('DELETE', `/api/admin/news/${before[0]?.id ?? 1}`)).status).toBe(401);
    expect(await publicNews()).toEqual(before);
  });
});
