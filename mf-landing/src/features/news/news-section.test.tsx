import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsPost } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';

const fetchMock = vi.fn<typeof fetch>();

const post = (overrides: Partial<NewsPost>): NewsPost => ({
  id: 1,
  title: 'MY SPACE hits 10 million streams',
  date: '2024-11-02',
  type: 'milestone',
  content: 'Ten million plays.',
  isHot: true,
  ...overrides,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fresh module each time: the page's news is asked once per page load. */
const renderSection = async () => {
  vi.resetModules();
  const { NewsSection } = await import('./news-section');
  return renderWithKit(<NewsSection />);
};

describe('NewsSection', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the posts in the order the API sends them, each with its full date, and HOT only for a recent flagged one', async () => {
    const recent = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    fetchMock.mockResolvedValue(
      answer(200, { news: [post({ id: 9, title: 'Acoustic session tonight', date: recent }), post({})] }),
    );
    await renderSection();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Acoustic session tonight',
      'MY SPACE hits 10 million streams',
    ]);
    expect(within(cards[1]!).getByText('Nov 2, 2024')).toBeTruthy();
    expect(within(cards[0]!).queryByText('HOT')).toBeTruthy();
    expect(within(cards[1]!).queryByText('HOT')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/news?limit=4');
    expect(screen.getByText('Fresh off the press')).toBeTruthy();
  });

  it('does not call old posts "fresh off the press"', async () => {
    fetchMock.mockResolvedValue(answer(200, { news: [post({}), post({ id: 2, date: '2024-10-21' })] }));
    await renderSection();
    await screen.findAllByRole('article');
    expect(screen.queryByText('Fresh off the press')).toBeNull();
    expect(screen.getByText('From the band')).toBeTruthy();
  });

  it('says there is no news yet when nothing is published', async () => {
    fetchMock.mockResolvedValue(answer(200, { news: [] }));
    await renderSection();
    expect(await screen.findByText('No news yet.')).toBeTruthy();
  });

  it('offers Retry after a failure, and shows the posts once the API answers', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }));
    fetchMock.mockResolvedValueOnce(answer(200, { news: [post({})] }));
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'MY SPACE hits 10 million streams' })).toBeTruthy();
  });
});
