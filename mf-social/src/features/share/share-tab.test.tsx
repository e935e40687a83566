import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@ps/shared/ui';
import { renderWithKit } from '@ps/test-kit/render';
import { ShareTab } from './share-tab';

const CONTENT = {
  id: 'anxiety-anthem',
  type: 'song',
  title: 'Anxiety Anthem',
  description: 'Our loudest song yet.',
  imageUrl: '/api/art/social/anxiety-anthem.svg',
  url: 'http://127.0.0.1:4000/music/anxiety-anthem',
  hashtags: ['PanicSquad'],
  tiktokOptimized: true,
  instagramOptimized: true,
  stats: { shares: 0, likes: 10, comments: 2 },
};
const NOTE = 'Posting needs the app: the caption is ready to paste there.';
const TIKTOK_CAPTION = 'Our loudest song yet.\n\n#PanicSquad';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>(async (url) => {
  if (String(url) === '/api/social/shareable-content') return json({ content: [CONTENT] });
  if (String(url) === '/api/social/share-to-tiktok') {
    return json({
      postId: CONTENT.id,
      platform: 'tiktok',
      caption: TIKTOK_CAPTION,
      mediaUrl: `http://127.0.0.1:4000${CONTENT.imageUrl}`,
      note: NOTE,
      totalShares: 1,
    });
  }
  return json({
    contentId: CONTENT.id,
    outcomes: [{ platform: 'instagram', kind: 'caption', caption: 'Our loudest song yet.', note: NOTE }],
    totalShares: 2,
  });
});
const writeText = vi.fn<(text: string) => Promise<void>>();

function renderTab() {
  renderWithKit(
    <>
      <ShareTab />
      <Toaster />
    </>,
  );
}

async function shareWithDefaults() {
  renderTab();
  const button = await screen.findByRole('button', { name: 'Share' });
  await act(async () => fireEvent.click(button));
  await screen.findByRole('heading', { name: 'Finish sharing' });
}

describe('ShareTab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockClear();
    writeText.mockReset();
    vi.unstubAllGlobals();
  });

  it("records TikTok once through share-to-tiktok, copies TikTok's prepared caption and says posting needs the app", async () => {
    writeText.mockResolvedValue();
    await shareWithDefaults();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      ['/api/social/share-to-tiktok', { postId: CONTENT.id, caption: CONTENT.description, mediaUrl: CONTENT.imageUrl }],
      ['/api/social/share', { contentId: CONTENT.id, platforms: ['instagram'] }],
    ]);
    expect(writeText).toHaveBeenCalledWith(TIKTOK_CAPTION);
    expect(screen.getByText(`TikTok: caption copied. ${NOTE}`)).toBeTruthy();
    expect(screen.getByText(`Instagram: ${NOTE}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the picture to upload/ }).getAttribute('href')).toBe(
      `http://127.0.0.1:4000${CONTENT.imageUrl}`,
    );
    // A toast: its card loads with the first one raised.
    expect(await screen.findByText('Ready to share')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from this device/ })).toBeNull();
  });

  it("offers the device's share sheet for the app-only platforms where the browser has one", async () => {
    writeText.mockResolvedValue();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await shareWithDefaults();
      expect(screen.getByRole('button', { name: 'Share to Instagram from this device' })).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share to TikTok from this device' })));
      expect(share).toHaveBeenCalledWith({ title: CONTENT.title, text: TIKTOK_CAPTION, url: CONTENT.url });
      expect(await screen.findByText('Shared from your device')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('does not claim the caption was copied when the browser refuses, and keeps the copy button', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await shareWithDefaults();
    expect(screen.getByText(`TikTok: ${NOTE}`)).toBeTruthy();
    expect(screen.queryByText(/caption copied/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy TikTok caption' })).toBeTruthy();
  });
});
