import type { CoverMotif } from '../ui/cover-art';

/** What names and pictures a release; the discography (releases.ts) adds its tracks and links. */
export interface ReleaseIdentity {
  id: string;
  title: string;
  artist: string;
  year: number;
  cover: { motif: CoverMotif; background: string; accent: string };
}

/** Apart from the discography so that the hero, on the first screen, loads only this (decision 032). */
export const MY_SPACE: ReleaseIdentity = {
  id: 'my-space',
  title: 'MY SPACE',
  artist: 'Panic Squad',
  year: 2024,
  cover: { motif: 'window', background: '#ff4f8b', accent: '#ffd23f' },
};

export const SUPERHERO_COMPLEX: ReleaseIdentity = {
  id: 'superhero-complex',
  title: 'SUPERHERO COMPLEX',
  artist: 'Panic Squad',
  year: 2023,
  cover: { motif: 'mask', background: '#4fd1ff', accent: '#ff4f8b' },
};
