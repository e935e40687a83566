import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, SUPPORTED_COUNTRIES, US_STATES } from '@ps/shared/rules';
import { taxCents, taxRateFor } from './tax-table';

describe('taxRateFor', () => {
  it('has a row for every US state, Canadian province and supported country', () => {
    for (const { code } of US_STATES) expect(taxRateFor('US', code).jurisdiction).toBe(`US-${code}`);
    for (const { code } of CA_PROVINCES) expect(taxRateFor('CA', code).jurisdiction).toBe(`CA-${code}`);
    for (const { code } of SUPPORTED_COUNTRIES.filter((country) => !['US', 'CA'].includes(country.code))) {
      expect(taxRateFor(code, 'Anywhere').basisPoints).toBeGreaterThan(0);
    }
  });

  it.each([
    ['US', 'CA', 725, 'US-CA'],
    ['US', 'or', 0, 'US-OR'],
    ['US', 'Nowhere', 0, 'US'],
    ['CA', 'ON', 1300, 'CA-ON'],
    ['CA', 'QC', 1498, 'CA-QC'],
    ['GB', 'London', 2000, 'GB'],
    ['DE', 'Berlin', 1900, 'DE'],
    ['JP', 'Tokyo', 1000, 'JP'],
    ['AU', 'NSW', 1000, 'AU'],
  ])('%s %s is %i basis points (%s)', (country, state, basisPoints, jurisdiction) => {
    expect(taxRateFor(country, state)).toEqual({ basisPoints, jurisdiction });
  });
});

describe('taxCents', () => {
  it('rounds to whole cents, half up', () => {
    expect(taxCents(10_000, { basisPoints: 725, jurisdiction: 'US-CA' })).toBe(725);
    expect(taxCents(1999, { basisPoints: 725, jurisdiction: 'US-CA' })).toBe(145);
    expect(taxCents(200, { basisPoints: 625, jurisdiction: 'US-TX' })).toBe(13);
    expect(taxCents(5997, { basisPoints: 0, jurisdiction: 'US-OR' })).toBe(0);
  });
});
