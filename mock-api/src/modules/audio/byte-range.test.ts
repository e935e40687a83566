import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

const SIZE = 1000;

describe('parseByteRange', () => {
  it.each([undefined, '', 'items=0-10', 'bytes=0-10,20-30'])('serves the whole body for %j', (header) => {
    expect(parseByteRange(header, SIZE)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-', 500, 999],
    ['bytes=900-5000', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-999', 999, 999],
    [' Bytes = 10 - 20 ', 10, 20],
  ])('reads %j as bytes %i to %i', (header, start, end) => {
    expect(parseByteRange(header, SIZE)).toEqual({ kind: 'partial', range: { start, end } });
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=50-10', 'bytes=-0', 'bytes=-', 'bytes=abc', 'bytes=1-2-3'])(
    'cannot satisfy %j',
    (header) => {
      expect(parseByteRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
    },
  );
});
