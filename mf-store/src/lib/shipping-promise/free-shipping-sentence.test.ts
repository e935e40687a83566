import { describe, expect, it } from 'vitest';
import { freeShippingSentence } from './free-shipping-sentence';

describe('freeShippingSentence', () => {
  it('when the threshold is set, then it names that amount', () => {
    expect(freeShippingSentence(75)).toBe('Free standard shipping on orders of $75.00 or more.');
  });
  it('when shipping is free from zero, then it says every order', () => {
    expect(freeShippingSentence(0)).toBe('Free standard shipping on every order.');
  });
  it('when the settings have not arrived, then it promises nothing', () => {
    expect(freeShippingSentence(undefined)).toBe('');
  });
});
