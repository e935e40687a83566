import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@ps/shared/schemas';
import { newOrderNumber, parseOrderNumber } from './order-number';

describe('newOrderNumber', () => {
  it('is PS-<year>-<6 unambiguous characters>', () => {
    const placedAt = new Date('2026-05-01T10:00:00Z');
    for (let run = 0; run < 200; run += 1) {
      const number = newOrderNumber(placedAt);
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(number).toMatch(/^PS-2026-[^01IOL]{6}$/);
    }
  });

  it('draws every character from the random source, so numbers are not sequential', () => {
    const picks = [0, 1, 2, 3, 4, 30];
    expect(newOrderNumber(new Date('2027-01-01T00:00:00Z'), () => picks.shift() ?? 0)).toBe('PS-2027-ABCDE9');
    const many = new Set(Array.from({ length: 500 }, () => newOrderNumber(new Date())));
    expect(many.size).toBe(500);
  });
});

describe('parseOrderNumber', () => {
  it('reads any case and stray spaces, and refuses what cannot be an order number', () => {
    expect(parseOrderNumber(' ps-2026-abc234 ')).toBe('PS-2026-ABC234');
    expect(parseOrderNumber('PS-2024-001')).toBeNull();
    expect(parseOrderNumber("PS-2026-ABC234' OR 1=1")).toBeNull();
  });
});
