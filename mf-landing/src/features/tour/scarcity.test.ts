import { describe, expect, it } from 'vitest';
import { scarcity } from './scarcity';

describe('scarcity', () => {
  it('is critical under 20% of the tickets left', () => {
    expect(scarcity(199, 1000)).toBe('critical');
    expect(scarcity(200, 1000)).toBe('available');
  });

  it('is sold out at zero', () => {
    expect(scarcity(0, 1000)).toBe('sold-out');
  });
});
