import { describe, expect, it } from 'vitest';
import { conversionRate } from './service';

describe('conversionRate', () => {
  it('is orders per session in percent, one decimal', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 8)).toBe(25);
  });

  it('is null without sessions, so no figure is made up', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(4, 0)).toBeNull();
  });
});
