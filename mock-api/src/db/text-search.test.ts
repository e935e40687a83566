import { describe, expect, it } from 'vitest';
import { toBestMatches, wordThreshold } from './text-search';

describe('wordThreshold', () => {
  it('counts a near-miss only where nothing in the catalog matches the word better', () => {
    expect(wordThreshold(undefined)).toBe(0.5);
    expect(wordThreshold(0.625)).toBe(0.5);
    expect(wordThreshold(1)).toBe(0.8);
  });
});

describe('toBestMatches', () => {
  it('reads the aggregates back by word, a missing one as no match', () => {
    expect(toBestMatches('Shirt socks', { w0: '1', w1: 0.5 })).toEqual(
      new Map([
        ['shirt', 1],
        ['socks', 0.5],
      ]),
    );
    expect(toBestMatches('mug', undefined)).toEqual(new Map([['mug', 0]]));
  });
});
