import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, passesLuhn } from './card-checks';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005'])(
    'accepts the test card %s',
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '4242', '42424242424242424242', '4242-4242-4242-4242'])(
    'refuses %s',
    (number) => expect(passesLuhn(number)).toBe(false),
  );
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'unknown'],
  ])('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe('isExpired', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('keeps a card good through its expiry month', () => {
    expect(isExpired(3, 2026, now)).toBe(false);
    expect(isExpired(12, 2030, now)).toBe(false);
  });

  it('expires it from the next month on', () => {
    expect(isExpired(2, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
  });
});
