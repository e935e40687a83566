import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../lib/format-clock';
import { RELEASES } from './releases';

describe('RELEASES', () => {
  it.each(RELEASES.map((release) => [release.title, release] as const))(
    '%s lists as many tracks as it claims, adding up to its total time',
    (_, release) => {
      expect(release.tracks).toHaveLength(release.totalTracks);
      const seconds = release.tracks.reduce((sum, track) => sum + track.duration, 0);
      expect(formatMinutes(seconds)).toBe(release.totalDuration);
    },
  );

  it('points every preview at the audio API by a unique track id', () => {
    const ids = RELEASES.flatMap((release) => release.tracks.map((track) => track.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(RELEASES[0]!.tracks[0]!.previewUrl).toBe('/api/audio/previews/my-space-01');
  });

  it('features the new album first', () => {
    expect(RELEASES.map((release) => [release.title, release.year, release.isNew, release.isFeatured])).toEqual([
      ['MY SPACE', 2024, true, true],
      ['SUPERHERO COMPLEX', 2023, false, false],
    ]);
  });
});
