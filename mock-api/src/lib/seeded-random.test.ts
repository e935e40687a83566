import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1000));
    };
    expect(draw('panic')).toEqual(draw('panic'));
    expect(draw('panic')).not.toEqual(draw('squad'));
  });

  it('keeps int() inside its bounds', () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 2000 }, () => random.int(2, 4));
    expect(new Set(values)).toEqual(new Set([2, 3, 4]));
  });

  it('hashes strings to stable unsigned 32-bit numbers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
