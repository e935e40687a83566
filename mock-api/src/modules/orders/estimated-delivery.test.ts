import { describe, expect, it } from 'vitest';
import { estimatedDelivery } from './estimated-delivery';

describe('estimatedDelivery', () => {
  it('counts business days only', () => {
    // Thursday 2026-03-05: standard ends Thursday 03-12, express Monday 03-09.
    const thursday = new Date('2026-03-05T22:30:00Z');
    expect(estimatedDelivery(thursday, 'standard')).toBe('2026-03-12');
    expect(estimatedDelivery(thursday, 'express')).toBe('2026-03-09');
    expect(estimatedDelivery(new Date('2026-03-07T09:00:00Z'), 'express')).toBe('2026-03-10');
  });
});
