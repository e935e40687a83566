import { describe, expect, it } from 'vitest';
import { hasSketch, parseTrackId, sketchTrackIds } from './preview-catalog';

describe('hasSketch', () => {
  it.each(['my-space-01', 'my-space-12', 'superhero-complex-10'])(
    'has a sketch for the seeded album track %s',
    (id) => {
      expect(hasSketch(id)).toBe(true);
    },
  );

  it.each(['my-space-13', 'my-space-00', 'superhero-complex-11', 'my-space-1', 'acoustic-sessions-01', ''])(
    'has none for %j',
    (id) => {
      expect(hasSketch(id)).toBe(false);
    },
  );
});

describe('parseTrackId', () => {
  it('splits a slug with digits from the two-digit track number', () => {
    expect(parseTrackId('live-2026-03')).toEqual({ slug: 'live-2026', number: 3 });
  });

  it.each(['my-space', 'my-space-1', 'My-Space-01', '-01'])('refuses %j', (id) => {
    expect(parseTrackId(id)).toBeNull();
  });
});

it('prepares the sketches of the two seeded albums only, 22 tracks', () => {
  expect(sketchTrackIds()).toHaveLength(22);
  expect(sketchTrackIds()[0]).toBe('my-space-01');
});
