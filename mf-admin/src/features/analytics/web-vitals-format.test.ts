import { describe, expect, it } from 'vitest';
import { describeVital, formatVitalValue } from './web-vitals-format';

describe('web vitals as staff read them', () => {
  it('shows times in ms under a second, else seconds, and CLS as a score', () => {
    expect(formatVitalValue('INP', 180)).toBe('180 ms');
    expect(formatVitalValue('LCP', 3_250)).toBe('3.25 s');
    expect(formatVitalValue('CLS', 0.25)).toBe('0.25');
  });

  it('rates each p75 against its metric’s limits and says how many figures it rests on', () => {
    expect(describeVital('LCP', { p75: 2_500, samples: 1 })).toEqual({
      value: '2.50 s',
      rating: 'good',
      samples: '1 figure',
    });
    expect(describeVital('INP', { p75: 350, samples: 12 })).toMatchObject({
      rating: 'needs improvement',
      samples: '12 figures',
    });
    expect(describeVital('CLS', { p75: 0.3, samples: 2 })).toMatchObject({ rating: 'poor' });
  });

  it('shows a dash where a route had no figure for the metric that day', () => {
    expect(describeVital('TTFB', null)).toEqual({ value: '—', rating: '', samples: '' });
  });
});
