import { describe, expect, it } from 'vitest';
import type { AdminRelease } from '@ps/shared/schemas';
import { toReleaseBody, toReleaseFormValues, tracksError } from './release-form-values';

const saved: AdminRelease = {
  id: 2,
  slug: 'my-space',
  title: 'MY SPACE',
  artist: 'Panic Squad',
  type: 'album',
  releasedOn: '2024-09-06',
  description: 'Twelve songs.',
  genres: ['Pop-Punk', 'Emo'],
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
    {
      id: 'my-space-02',
      title: 'Left on Read',
      seconds: 199,
      popular: false,
      previewUrl: null,
      previewIsSketch: false,
    },
  ],
  links: { spotify: 'https://open.spotify.com/album/x', appleMusic: null, youtube: null, download: null },
  featured: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('release form values', () => {
  it('writes the tracks one per line and sends them back as they were saved', () => {
    const values = toReleaseFormValues(saved);
    expect(values.tracks).toBe('3:24 Heart Rate Hero *\n3:19 Left on Read');
    expect(values.genres).toBe('Pop-Punk, Emo');
    const { id: _id, updatedAt: _updatedAt, tracks, ...rest } = saved;
    expect(toReleaseBody(values)).toEqual({
      ...rest,
      tracks: tracks.map(({ title, seconds, popular }) => ({ title, seconds, popular })),
    });
  });

  it('sends an empty link as no link, and a line it cannot read for the server to name', () => {
    const values = { ...toReleaseFormValues(null), tracks: 'Untimed song\n\n2:05 Short one' };
    const body = toReleaseBody(values);
    expect(body.links).toEqual({ spotify: null, appleMusic: null, youtube: null, download: null });
    expect(body.tracks).toEqual([
      { title: 'Untimed song', seconds: 0, popular: false },
      { title: 'Short one', seconds: 125, popular: false },
    ]);
  });

  it("names each track's problem by its line", () => {
    expect(tracksError({ 'tracks.0.seconds': 'must be at least 1 second', title: 'Title is required' })).toBe(
      'line 1: length must be at least 1 second',
    );
    expect(tracksError({ tracks: 'needs at least one track' })).toBe('needs at least one track');
    expect(tracksError({ title: 'Title is required' })).toBeUndefined();
  });
});
