import type { AdminTrackPreview } from '@ps/shared/schemas';

/** "MY SPACE · track 3": the release as the landing page writes it, and the track's place on it. */
export const trackLabel = ({ release, number }: Pick<AdminTrackPreview, 'release' | 'number'>) =>
  `${release.replace(/-/g, ' ').toUpperCase()} · track ${number}`;
