import { describe, expect, it } from 'vitest';
import { readMemory } from './memory-usage';
import { formatVital, rateVital } from './vital-thresholds';

describe('rateVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1801, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['INP', 600, 'poor'],
  ] as const)('rates %s %d as %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it('shows layout shift without a unit and times in ms', () => {
    expect(formatVital('CLS', 0.04567)).toBe('0.046');
    expect(formatVital('LCP', 1234.5)).toBe('1235 ms');
  });
});

describe('readMemory', () => {
  const MB = 1024 * 1024;

  it('hints above 70% and turns red above 80% of the limit', () => {
    expect(readMemory(70 * MB, 100 * MB)).toMatchObject({ percent: 70, level: 'ok' });
    expect(readMemory(71 * MB, 100 * MB).level).toBe('high');
    expect(readMemory(80 * MB, 100 * MB).level).toBe('high');
    expect(readMemory(81 * MB, 100 * MB).level).toBe('critical');
  });

  it('copes with an unknown limit', () => {
    expect(readMemory(10, 0)).toMatchObject({ percent: 0, level: 'ok' });
  });
});
