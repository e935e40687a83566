import { describe, expect, it } from 'vitest';
import { conversionNote, formatPValue, formatRate, formatSeconds, verdictOf } from './analytics-format';

const variant = (name: string, rate: number | null, pValue: number | null) => ({
  variant: name,
  exposures: 100,
  conversions: rate ?? 0,
  rate,
  pValue,
});

describe('analytics figures as staff read them', () => {
  it('shows a dash, not zero, where there was nothing to count', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(42)).toBe('42 s');
    expect(formatSeconds(135)).toBe('2 min 15 s');
    expect(formatPValue(null)).toBe('—');
    expect(formatPValue(0.0004)).toBe('< 0.001');
    expect(formatPValue(0.04213)).toBe('0.042');
  });

  it('calls a variant better or worse only when its p-value is under 0.05', () => {
    const control = variant('control', 20, null);
    expect(verdictOf(control, control)).toBe('Baseline');
    expect(verdictOf(variant('urgency', 30, 0.01), control)).toBe('Better than control');
    expect(verdictOf(variant('scarcity', 10, 0.02), control)).toBe('Worse than control');
    expect(verdictOf(variant('urgency', 30, 0.2), control)).toBe('No clear difference');
    expect(verdictOf(variant('urgency', 30, null), control)).toBe('Too few visitors to tell');
    expect(verdictOf(variant('urgency', 30, null), undefined)).toBe('No control visitors yet');
  });

  it('names the counts the conversion rate is made of', () => {
    const figures = {
      visitors: 50,
      sessions: 60,
      signedUpVisitors: 4,
      conversionRate: 8,
      previousConversionRate: 5,
      newSubscribers: 6,
      ticketClicks: 9,
      averageSessionSeconds: 80,
    };
    expect(conversionNote(figures)).toBe('4 of 50 visitors signed up; 5% the period before');
    expect(conversionNote({ ...figures, previousConversionRate: null })).toBe('4 of 50 visitors signed up');
  });
});
