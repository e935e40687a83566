import { describe, expect, it } from 'vitest';
import { toFormValues, toPromotionBody } from './promotion-form-values';

describe('promotion form values', () => {
  it('turns typed text into the API body: numbers, the picked ids, no limit when blank', () => {
    const values = { ...toFormValues(null), code: 'summer', value: '15', productIds: [3, 7], usageLimit: '' };
    expect(toPromotionBody(values, true)).toMatchObject({
      code: 'summer',
      type: 'percentage',
      value: 15,
      minSubtotal: 0,
      endsAt: null,
      usageLimit: null,
      productIds: [3, 7],
      categoryIds: [],
      active: true,
    });
  });

  it('sends no value for free shipping', () => {
    expect(toPromotionBody({ ...toFormValues(null), type: 'free_shipping', value: '' }, true).value).toBe(0);
  });

  it('sends back the version the form read, and none for a new code', () => {
    expect(toPromotionBody(toFormValues(null), true).expectedVersion).toBeUndefined();
    expect(toPromotionBody({ ...toFormValues(null), version: 7 }, true).expectedVersion).toBe(7);
  });
});
