import { describe, expect, it } from 'vitest';
import { searchWords } from './text-search';

describe('searchWords', () => {
  it('splits on anything that is not a letter or digit and lowers case', () => {
    expect(searchWords('  Cape-Hoodie, BLACK!  ')).toEqual(['cape', 'hoodie', 'black']);
  });

  it('keeps accented letters whole, also when typed as a letter plus a combining mark', () => {
    expect(searchWords('Pânic')).toEqual(['pânic']);
    expect(searchWords('Pa\u0302nic')).toEqual(['pânic']);
  });

  it('drops repeats and one-letter words unless nothing longer was typed', () => {
    expect(searchWords('t shirt shirt')).toEqual(['shirt']);
    expect(searchWords('a')).toEqual(['a']);
  });

  it('has no words for punctuation only and at most eight otherwise', () => {
    expect(searchWords('!!! ---')).toEqual([]);
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});
