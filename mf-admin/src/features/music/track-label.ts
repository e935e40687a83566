import type { AdminTrackPreview } from '@ps/shared/console-schemas';

/** "MY SPACE · track 3 · Left on Read": the release as the landing page writes it, the track's place and title. */
export const trackLabel = ({ release, number, title }: Pick<AdminTrackPreview, 'release' | 'number' | 'title'>) =>
  `${release.replace(/-/g, ' ').toUpperCase()} · track ${number} · ${title}`;
