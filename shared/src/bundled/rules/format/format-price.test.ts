import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats dollars as en-US currency', () => {
    expect(formatPrice(24.99)).toBe('$24.99');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });
});
