import { expect, it } from 'vitest';
import {
  shareMadeResponseSchema,
  shareRequestSchema,
  shareResponseSchema,
  socialOverviewSchema,
  socialPostsResponseSchema,
  viralMomentsResponseSchema,
  type ViralMoment,
} from '@ps/shared/schemas';
import { describeEachDatabase } from './support/suite';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('social hub feeds and sharing', (api) => {
  const getJson = async (path: string) => {
    const response = await api.fetch(path);
    expect(response.status).toBe(200);
    return response.json();
  };
  const share = (body: unknown) =>
    api.fetch('/api/social/share', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const shareMade = (body: unknown) =>
    api.fetch('/api/social/shares', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sharesOf = async (contentId: string) =>
    api.db.selectFrom('socialShareCounts').select(['platform', 'count']).where('contentId', '=', contentId).execute();

  it('serves the 12 sample posts newest first, dated within the last two weeks, with generated art', async () => {
    const { posts } = socialPostsResponseSchema.parse(await getJson('/api/social/posts'));
    expect(posts).toHaveLength(12);
    const times = posts.map((post) => Date.parse(post.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - Math.min(...times)).toBeLessThan(14 * DAY);
    expect(posts.every((post) => post.media_url.startsWith('/api/art/social/'))).toBe(true);
    const art = await api.fetch(posts[0]!.media_url);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('describes the free EP as what it is, with no "limited time" and no acoustic EP', async () => {
    const body = JSON.stringify(await getJson('/api/social/shareable-content'));
    expect(body).toContain('three 30-second demo sketches');
    expect(body).not.toMatch(/limited time|acoustic EP/i);
  });

  it('filters posts to viral ones or to TikTok potential, and refuses an unknown filter', async () => {
    const viral = socialPostsResponseSchema.parse(await getJson('/api/social/posts?filter=viral')).posts;
    const tiktok = socialPostsResponseSchema.parse(await getJson('/api/social/posts?filter=tiktok')).posts;
    expect(viral.length).toBeGreaterThan(0);
    expect(viral.length).toBeLessThan(12);
    expect(viral.every((post) => post.is_viral)).toBe(true);
    expect(tiktok.length).toBeGreaterThan(0);
    expect(tiktok.every((post) => post.tiktok_potential)).toBe(true);
    const bad = await api.fetch('/api/social/posts?filter=famous');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { filter: expect.any(String) } });
  });

  it('computes each viral score from the stored metrics and sorts the 10 moments four ways', async () => {
    const moments = async (sort: string) =>
      viralMomentsResponseSchema.parse(await getJson(`/api/social/viral-moments?sort=${sort}`)).moments;
    const descending = (list: ViralMoment[], value: (moment: ViralMoment) => number) =>
      expect(list.map(value)).toEqual(list.map(value).sort((a, b) => b - a));

    const byScore = await moments('viralScore');
    expect(byScore).toHaveLength(10);
    descending(byScore, (moment) => moment.metrics.viralScore);
    descending(await moments('views'), (moment) => moment.metrics.views);
    descending(await moments('engagement'), (moment) => moment.metrics.engagementRate);
    descending(await moments('recent'), (moment) => Date.parse(moment.createdAt));

    // Changing a stored metric changes the score: nothing is typed in.
    const top = byScore[0]!;
    await api.db.updateTable('viralMoments').set({ shares: 0, growthRate: 0 }).where('id', '=', top.id).execute();
    try {
      const after = (await moments('viralScore')).find((moment) => moment.id === top.id)!;
      expect(after.metrics.viralScore).toBeLessThan(top.metrics.viralScore - 30);
    } finally {
      await api.db
        .updateTable('viralMoments')
        .set({ shares: top.metrics.shares, growthRate: top.metrics.growthRate })
        .where('id', '=', top.id)
        .execute();
    }
    expect(byScore.some((moment) => moment.metrics.viralScore >= 90)).toBe(true);
    expect(byScore.some((moment) => moment.metrics.viralScore < 50)).toBe(true);
    expect((await api.fetch('/api/social/viral-moments?sort=likes')).status).toBe(400);
  });

  it('answers the overview with 3 posts, the activity feed newest first and the community preview', async () => {
    const overview = socialOverviewSchema.parse(await getJson('/api/social/overview'));
    expect(overview.posts).toHaveLength(3);
    expect(overview.activity.length).toBeGreaterThan(0);
    const times = overview.activity.map((entry) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(overview.community.length).toBeGreaterThan(0);
  });

  it('answers web links for Twitter and Facebook and captions for the apps, counting no share yet', async () => {
    const contentId = 'song-anxiety-anthem';
    const before = await sharesOf(contentId);
    const response = await share({
      contentId,
      platforms: ['tiktok', 'instagram', 'twitter', 'facebook'],
      customCaption: 'Turn it up! '.repeat(30),
    });
    expect(response.status).toBe(200);
    const body = shareResponseSchema.parse(await response.json());
    const outcome = Object.fromEntries(body.outcomes.map((item) => [item.platform, item]));
    expect(outcome.twitter).toMatchObject({
      kind: 'link',
      url: expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?/),
    });
    expect(outcome.facebook).toMatchObject({
      kind: 'link',
      url: expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/),
    });
    const tiktok = outcome.tiktok;
    expect(tiktok?.kind === 'caption' && Array.from(tiktok.caption).length).toBeLessThanOrEqual(150);
    expect(tiktok?.kind === 'caption' && tiktok.caption.endsWith('…')).toBe(true);
    expect(outcome.instagram).toMatchObject({ kind: 'caption', note: expect.stringContaining('app') });
    const tweet = new URL(outcome.twitter?.kind === 'link' ? outcome.twitter.url : '').searchParams.get('text') ?? '';
    expect(Array.from(tweet).length).toBeLessThanOrEqual(280);

    expect(await sharesOf(contentId)).toEqual(before);
    expect(body.totalShares).toBe(before.reduce((sum, row) => sum + row.count, 0));
  });

  it('counts a share only when one is made (the share page opened), per platform', async () => {
    const contentId = 'song-anxiety-anthem';
    const total = async () => (await sharesOf(contentId)).reduce((sum, row) => sum + row.count, 0);
    const before = await total();
    expect((await share({ contentId, platforms: ['twitter'] })).status).toBe(200);
    expect(await total()).toBe(before);

    const response = await shareMade({ contentId, platform: 'twitter' });
    expect(response.status).toBe(200);
    expect(shareMadeResponseSchema.parse(await response.json())).toEqual({
      contentId,
      platform: 'twitter',
      totalShares: before + 1,
    });
    expect(await total()).toBe(before + 1);
    const listed = (await getJson('/api/social/shareable-content')) as {
      content: { id: string; stats: { shares: number } }[];
    };
    expect(listed.content.find((item) => item.id === contentId)?.stats.shares).toBe(before + 1);
  });

  it('refuses to count a share of unknown content or platform, writing nothing', async () => {
    const contentId = 'album-heroes-in-hiding';
    const unknownPlatform = await shareMade({ contentId, platform: 'myspace' });
    expect(unknownPlatform.status).toBe(400);
    expect((await unknownPlatform.json()).fields).toHaveProperty(['platform']);
    expect((await shareMade({ contentId: 'no-such-thing', platform: 'twitter' })).status).toBe(404);
    expect(await sharesOf(contentId)).toEqual([]);
  });

  it('refuses a share without platforms, with an unknown or repeated platform, bad text or unknown content, writing nothing', async () => {
    const contentId = 'album-heroes-in-hiding';
    const cases: [unknown, string][] = [
      [{ contentId, platforms: [] }, 'platforms'],
      [{ contentId, platforms: ['myspace'] }, 'platforms.0'],
      [{ contentId, platforms: ['tiktok', 'tiktok'] }, 'platforms'],
      [{ contentId, platforms: ['tiktok'], customCaption: 'a\u0000b' }, 'customCaption'],
      [{ platforms: ['tiktok'] }, 'contentId'],
    ];
    for (const [body, field] of cases) {
      const response = await share(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).fields).toHaveProperty([field]);
    }
    const missing = await share({ contentId: 'no-such-thing', platforms: ['twitter'] });
    expect(missing.status).toBe(404);
    expect(await sharesOf(contentId)).toEqual([]);
    expect(shareRequestSchema.safeParse({ contentId, platforms: ['tiktok'] }).success).toBe(true);
  });
});
