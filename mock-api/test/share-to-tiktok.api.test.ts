import { expect, it } from 'vitest';
import { shareCountsSchema, shareToTikTokResponseSchema } from '@ps/shared/schemas';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('sharing to TikTok and the share counts in admin analytics', (api) => {
  const post = (path: string, body: unknown) =>
    api.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const tiktokShares = async (contentId: string) =>
    (
      await api.db
        .selectFrom('socialShareCounts')
        .select('count')
        .where('contentId', '=', contentId)
        .where('platform', '=', 'tiktok')
        .executeTakeFirst()
    )?.count ?? 0;

  it('answers the prepared caption and a PNG to post from the app, counting no share until one is made', async () => {
    const postId = 'song-anxiety-anthem';
    const before = await tiktokShares(postId);
    const response = await post('/api/social/share-to-tiktok', {
      postId,
      caption: 'Screaming this one in the car. '.repeat(10),
      mediaUrl: '/api/art/social/anything.svg',
    });
    expect(response.status).toBe(200);
    const body = shareToTikTokResponseSchema.parse(await response.json());
    expect(Array.from(body.caption).length).toBeLessThanOrEqual(150);
    expect(body.caption.endsWith('…')).toBe(true);
    expect(body.note).toContain('app');
    // The app takes no SVG: the generated picture's PNG rendition, which is served as image/png.
    expect(new URL(body.mediaUrl).pathname).toBe('/api/art/social/anything.png');
    const picture = await api.fetch(new URL(body.mediaUrl).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(await tiktokShares(postId)).toBe(before);
  });

  it('uses the content description when the caption is blank', async () => {
    const response = await post('/api/social/share-to-tiktok', {
      postId: 'album-heroes-in-hiding',
      caption: '  ',
      mediaUrl: '/api/art/social/a.svg',
    });
    expect(response.status).toBe(200);
    expect(shareToTikTokResponseSchema.parse(await response.json()).caption.length).toBeGreaterThan(0);
  });

  it('refuses missing fields, a caption over 2200 characters, media from elsewhere and unknown content, recording nothing', async () => {
    const postId = 'album-heroes-in-hiding';
    const before = await tiktokShares(postId);
    const cases: [unknown, string][] = [
      [{ caption: 'x', mediaUrl: '/a.png' }, 'postId'],
      [{ postId, mediaUrl: '/a.png' }, 'caption'],
      [{ postId, caption: 'x' }, 'mediaUrl'],
      [{ postId, caption: 'x'.repeat(2201), mediaUrl: '/a.png' }, 'caption'],
      [{ postId, caption: 'x', mediaUrl: 'https://evil.example/a.png' }, 'mediaUrl'],
      [{ postId, caption: 'x', mediaUrl: 'javascript:alert(1)' }, 'mediaUrl'],
    ];
    for (const [body, field] of cases) {
      const response = await post('/api/social/share-to-tiktok', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).fields).toHaveProperty([field]);
    }
    const unknown = await post('/api/social/share-to-tiktok', { postId: 'nope', caption: 'x', mediaUrl: '/a.png' });
    expect(unknown.status).toBe(404);
    expect(await tiktokShares(postId)).toBe(before);
  });

  it('shows staff the shares per content and platform, summed in SQL; visitors get 401', async () => {
    const contentId = 'song-anxiety-anthem';
    for (const platform of ['twitter', 'facebook', 'tiktok']) await post('/api/social/shares', { contentId, platform });
    expect((await api.fetch('/api/admin/analytics/shares')).status).toBe(401);
    const staff = await staffBrowser(api, 'staff');
    const response = await staff.get('/api/admin/analytics/shares');
    expect(response.status).toBe(200);
    const { content } = shareCountsSchema.parse(await response.json());
    const rows = await api.db
      .selectFrom('socialShareCounts')
      .select(['platform', 'count'])
      .where('contentId', '=', contentId)
      .execute();
    const row = content.find((item) => item.id === contentId)!;
    for (const { platform, count } of rows) expect(row.platforms[platform as 'tiktok']).toBe(count);
    expect(row.total).toBe(rows.reduce((sum, each) => sum + each.count, 0));
    expect(row.platforms.twitter).toBeGreaterThan(0);
    expect(content.map((item) => item.total)).toEqual([...content.map((item) => item.total)].sort((a, b) => b - a));
  });
});
