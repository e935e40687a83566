import { describe, expect, it } from 'vitest';
import { webVitalsRowsOf, type WebVitalPercentile } from './web-vitals-rows';

const p75 = (overrides: Partial<WebVitalPercentile>): WebVitalPercentile => ({
  date: '2026-11-28',
  route: '/',
  metric: 'LCP',
  p75: 2_000,
  samples: 4,
  ...overrides,
});

describe('webVitalsRowsOf', () => {
  it('puts one route’s metrics of a day side by side, a metric without figures as null', () => {
    expect(
      webVitalsRowsOf([p75({ metric: 'LCP', p75: 2_412.25 }), p75({ metric: 'CLS', p75: 0.04567, samples: 3 })]),
    ).toEqual([
      {
        date: '2026-11-28',
        route: '/',
        LCP: { p75: 2_412, samples: 4 },
        INP: null,
        CLS: { p75: 0.046, samples: 3 },
        TTFB: null,
      },
    ]);
  });

  it('keeps days and routes apart, newest day first, then routes alphabetically', () => {
    const rows = webVitalsRowsOf([
      p75({ date: '2026-11-27', route: '/store' }),
      p75({ date: '2026-11-28', route: '/store/:slug' }),
      p75({ date: '2026-11-28', route: '/cart' }),
      p75({ date: '2026-11-27', route: '/cart', metric: 'INP', p75: 180 }),
    ]);
    expect(rows.map((row) => `${row.date} ${row.route}`)).toEqual([
      '2026-11-28 /cart',
      '2026-11-28 /store/:slug',
      '2026-11-27 /cart',
      '2026-11-27 /store',
    ]);
    expect(rows[2]).toMatchObject({ LCP: null, INP: { p75: 180, samples: 4 } });
  });

  it('gives no rows for no figures', () => {
    expect(webVitalsRowsOf([])).toEqual([]);
  });
});
