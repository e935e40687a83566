import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity-stepper';

describe('clampQuantity', () => {
  it('holds the quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(7, 4)).toBe(4);
    expect(clampQuantity(2.8, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
