import { describe, expect, it } from 'vitest';
import { twoProportionPValue } from './significance';

describe('twoProportionPValue', () => {
  it('gives the two-sided p-value of a pooled z-test (200/1000 against 250/1000: z = 2.68)', () => {
    expect(
      twoProportionPValue({ exposures: 1000, conversions: 200 }, { exposures: 1000, conversions: 250 }),
    ).toBeCloseTo(0.00742, 4);
  });

  it('is symmetric: a worse variant is as significant as a better one', () => {
    const control = { exposures: 500, conversions: 50 };
    const better = twoProportionPValue(control, { exposures: 500, conversions: 75 });
    const worse = twoProportionPValue({ exposures: 500, conversions: 75 }, control);
    expect(better).toBeCloseTo(worse ?? Number.NaN, 10);
    expect(better).toBeCloseTo(0.0168, 4);
  });

  it('is 1 for equal rates and close to 0 for a large, clear difference', () => {
    expect(twoProportionPValue({ exposures: 400, conversions: 40 }, { exposures: 800, conversions: 80 })).toBeCloseTo(
      1,
      6,
    );
    expect(
      twoProportionPValue({ exposures: 2000, conversions: 100 }, { exposures: 2000, conversions: 400 }),
    ).toBeLessThan(1e-6);
  });

  it('gives none without visitors, or with too few expected conversions or non-conversions for the test', () => {
    expect(twoProportionPValue({ exposures: 0, conversions: 0 }, { exposures: 10, conversions: 5 })).toBeNull();
    expect(twoProportionPValue({ exposures: 20, conversions: 1 }, { exposures: 20, conversions: 3 })).toBeNull();
    expect(twoProportionPValue({ exposures: 20, conversions: 19 }, { exposures: 20, conversions: 18 })).toBeNull();
    expect(twoProportionPValue({ exposures: 20, conversions: 5 }, { exposures: 20, conversions: 15 })).toBeCloseTo(
      0.00157,
      4,
    );
  });
});
