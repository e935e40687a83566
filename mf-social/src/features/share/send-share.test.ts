import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareableContent } from '@ps/shared/social';
import { sendShare } from './send-share';

const SONG: ShareableContent = {
  id: 'anxiety-anthem',
  type: 'song',
  title: 'Anxiety Anthem',
  description: 'Our loudest song yet.',
  imageUrl: '/api/art/social/anxiety-anthem.svg',
  url: 'http://127.0.0.1:4000/music/anxiety-anthem',
  hashtags: ['PanicSquad', 'PopPunk'],
  tiktokOptimized: true,
  instagramOptimized: true,
  stats: { shares: 0, likes: 10, comments: 2 },
};

const TIKTOK_ANSWER = {
  postId: SONG.id,
  platform: 'tiktok',
  caption: 'Loud!\n\n#PanicSquad #PopPunk',
  mediaUrl: 'http://127.0.0.1:4000/api/art/social/anxiety-anthem.svg',
  note: 'Posting needs the app: the caption is ready to paste there.',
  totalShares: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

/** Answers each endpoint as the server would, or with the given failure. */
function serve({ tiktok = json(200, TIKTOK_ANSWER), share }: { tiktok?: Response; share?: Response } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/social/share-to-tiktok') return tiktok;
    const { platforms } = JSON.parse(String(init?.body)) as { platforms: string[] };
    const outcomes = platforms.map((platform) =>
      platform === 'twitter'
        ? { platform, kind: 'link', url: 'https://twitter.com/intent/tweet?text=Loud' }
        : { platform, kind: 'caption', caption: 'Loud!', note: 'Posting needs the app.' },
    );
    return share ?? json(200, { contentId: SONG.id, outcomes, totalShares: platforms.length });
  });
}

describe('sendShare', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("sends TikTok to share-to-tiktok with the content's id, caption and media, and only the others to /share", async () => {
    serve();
    const result = await sendShare({
      content: SONG,
      platforms: ['tiktok', 'instagram', 'twitter'],
      customCaption: 'Loud!',
    });
    expect(calls()).toEqual([
      {
        url: '/api/social/share-to-tiktok',
        body: { postId: SONG.id, caption: 'Loud!', mediaUrl: SONG.imageUrl },
      },
      {
        url: '/api/social/share',
        body: { contentId: SONG.id, platforms: ['instagram', 'twitter'], customCaption: 'Loud!' },
      },
    ]);
    expect(result.outcomes.map((outcome) => outcome.platform)).toEqual(['tiktok', 'instagram', 'twitter']);
    expect(result.outcomes[0]).toEqual({
      platform: 'tiktok',
      kind: 'caption',
      caption: TIKTOK_ANSWER.caption,
      note: TIKTOK_ANSWER.note,
    });
    expect(result.tiktokMediaUrl).toBe(TIKTOK_ANSWER.mediaUrl);
    expect(result.failed).toBeNull();
  });

  it('sends the content description as the TikTok caption when the fan wrote none, and calls nothing else', async () => {
    serve();
    const result = await sendShare({ content: SONG, platforms: ['tiktok'] });
    expect(calls()).toEqual([
      {
        url: '/api/social/share-to-tiktok',
        body: { postId: SONG.id, caption: SONG.description, mediaUrl: SONG.imageUrl },
      },
    ]);
    expect(result.outcomes).toHaveLength(1);
  });

  it('keeps platforms other than TikTok on /share alone', async () => {
    serve();
    const result = await sendShare({ content: SONG, platforms: ['twitter', 'instagram'] });
    expect(calls().map((call) => call.url)).toEqual(['/api/social/share']);
    expect(result.outcomes.map((outcome) => outcome.platform)).toEqual(['twitter', 'instagram']);
    expect(result.tiktokMediaUrl).toBeNull();
  });

  it('keeps what was recorded and names the platforms whose call failed', async () => {
    serve({ share: json(503, { code: 'UNAVAILABLE', message: 'Sharing is resting' }) });
    const result = await sendShare({ content: SONG, platforms: ['tiktok', 'instagram'] });
    expect(result.outcomes.map((outcome) => outcome.platform)).toEqual(['tiktok']);
    // A 5xx's words are about the server, so the fan reads the retry hint.
    expect(result.failed).toEqual({ platforms: ['instagram'], message: 'Please try again later.' });
  });

  it("fails with the server's message when nothing was recorded", async () => {
    serve({ tiktok: json(404, { code: 'NOT_FOUND', message: 'That content is not available to share' }) });
    await expect(sendShare({ content: SONG, platforms: ['tiktok'] })).rejects.toMatchObject({
      body: { message: 'That content is not available to share' },
    });
  });
});
