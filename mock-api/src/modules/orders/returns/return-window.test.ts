import { describe, expect, it } from 'vitest';
import { returnWindowOf } from './return-window';

describe('returnWindowOf', () => {
  const delivered = new Date('2026-11-01T12:00:00Z');

  it('stays open until the same time the given number of days after delivery', () => {
    expect(returnWindowOf(delivered, 30, new Date('2026-12-01T11:59:59Z'))).toEqual({
      days: 30,
      closesAt: new Date('2026-12-01T12:00:00Z'),
      open: true,
    });
    expect(returnWindowOf(delivered, 30, new Date('2026-12-01T12:00:00Z')).open).toBe(false);
  });

  it('is closed, with no closing date, for an order not delivered', () => {
    expect(returnWindowOf(null, 30, delivered)).toEqual({ days: 30, closesAt: null, open: false });
  });
});
