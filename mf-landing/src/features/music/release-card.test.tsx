import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Release } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { ReleaseCard } from './release-card';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const release = (overrides: Partial<Release>): Release => ({
  id: 1,
  slug: 'my-space',
  title: 'MY SPACE',
  artist: 'Panic Squad',
  type: 'album',
  releasedOn: '2024-09-06',
  description: 'Twelve songs.',
  genres: ['Pop-Punk'],
  cover: { motif: 'window', background: '#ff4f8b', accent: '#ffd23f' },
  tracks: [
    {
      id: 'my-space-01',
      title: 'Heart Rate Hero',
      seconds: 204,
      popular: true,
      previewUrl: null,
      previewIsSketch: false,
    },
    { id: 'my-space-02', title: 'My Space', seconds: 221, popular: false, previewUrl: null, previewIsSketch: false },
  ],
  links: { spotify: null, appleMusic: null, youtube: null, download: null },
  featured: false,
  ...overrides,
});

const renderCard = (value: Release) => renderWithKit(<ReleaseCard release={value} />);

describe('ReleaseCard', () => {
  afterEach(cleanup);

  it('says NEW for a release of the last 90 days, and not for one from 2024', () => {
    renderCard(release({ releasedOn: daysAgo(10) }));
    expect(screen.getByText('NEW')).toBeTruthy();
    cleanup();
    renderCard(release({}));
    expect(screen.queryByText('NEW')).toBeNull();
    expect(screen.getByText('Sep 6, 2024')).toBeTruthy();
    expect(screen.getByText(/2 tracks · 7:05/)).toBeTruthy();
  });

  it('shows a button only for each link staff entered', () => {
    renderCard(
      release({
        links: { spotify: null, appleMusic: 'https://music.example/my-space', youtube: null, download: '/store' },
      }),
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Apple Music (opens in a new tab)', 'https://music.example/my-space'],
      ['Download (opens in a new tab)', '/store'],
    ]);
    cleanup();
    renderCard(release({}));
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
