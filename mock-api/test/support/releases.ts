import type { ReleaseBody } from '@ps/shared/schemas';

let sequence = 0;

/** A valid release as the Releases screen sends it, with a slug of its own. */
export function releaseForm(overrides: Partial<ReleaseBody> = {}): ReleaseBody {
  sequence += 1;
  return {
    slug: `acoustic-sessions-${process.pid}-${sequence}`,
    title: 'Acoustic Sessions',
    artist: 'Panic Squad',
    type: 'ep',
    releasedOn: '2026-01-16',
    description: 'Four songs, one stool, no distortion pedals.',
    genres: ['Acoustic'],
    cover: { motif: 'mask', background: '#4fd1ff', accent: '#ffd23f' },
    tracks: [
      { title: 'Heart Rate Hero (Acoustic)', seconds: 201, popular: true },
      { title: 'Left on Read (Acoustic)', seconds: 188 },
    ],
    links: { spotify: null, appleMusic: null, youtube: null, download: null },
    featured: false,
    ...overrides,
  };
}
