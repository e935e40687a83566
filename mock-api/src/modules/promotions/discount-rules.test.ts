import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@ps/shared/schemas';
import { goodsDiscountCents, judgePromotion, promotionLabel, type PromotionTerms } from './discount-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  code: 'PANIC',
  type: 'percentage',
  value: 10,
  minSubtotalCents: 0,
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  usedCount: 0,
  productIds: [],
  categoryIds: [],
  active: true,
  ...overrides,
});
const tee = { productId: 1, categoryId: 10, quantity: 2, unitPriceCents: 2499 };
const poster = { productId: 2, categoryId: 20, quantity: 1, unitPriceCents: 1500 };

describe('judgePromotion', () => {
  it('takes the whole cart when the code names no products or categories', () => {
    expect(judgePromotion(terms(), [tee, poster], NOW)).toEqual({ ok: true, eligibleSubtotalCents: 6498 });
  });

  it('takes only the lines of the named products or categories', () => {
    expect(judgePromotion(terms({ categoryIds: [20] }), [tee, poster], NOW)).toEqual({
      ok: true,
      eligibleSubtotalCents: 1500,
    });
    expect(judgePromotion(terms({ productIds: [1], categoryIds: [20] }), [tee, poster], NOW)).toMatchObject({
      eligibleSubtotalCents: 6498,
    });
  });

  it.each([
    [{ active: false }, PROMO_MESSAGES.inactive],
    [{ startsAt: new Date('2026-07-04T09:00:00Z') }, PROMO_MESSAGES.notStarted('Jul 4, 2026')],
    [{ endsAt: NOW }, PROMO_MESSAGES.expired],
    [{ usageLimit: 3, usedCount: 3 }, PROMO_MESSAGES.usedUp],
    [{ minSubtotalCents: 7000 }, PROMO_MESSAGES.belowMinimum('$70.00', '$5.02')],
    [{ productIds: [99] }, PROMO_MESSAGES.nothingEligible],
  ])('refuses %o with its own message', (overrides, message) => {
    expect(judgePromotion(terms(overrides), [tee, poster], NOW)).toMatchObject({ ok: false, message });
  });

  it('counts the customer’s earlier uses against the per-customer limit, and refuses an empty cart', () => {
    expect(judgePromotion(terms({ usageLimitPerCustomer: 1 }), [tee], NOW, 1)).toMatchObject({
      ok: false,
      message: PROMO_MESSAGES.usedByCustomer,
    });
    expect(judgePromotion(terms({ usageLimitPerCustomer: 2 }), [tee], NOW, 1)).toMatchObject({ ok: true });
    expect(judgePromotion(terms(), [], NOW)).toMatchObject({ ok: false, message: PROMO_MESSAGES.emptyCart });
  });

  it('lets a minimum of exactly the subtotal pass', () => {
    expect(judgePromotion(terms({ minSubtotalCents: 6498 }), [tee, poster], NOW)).toMatchObject({ ok: true });
  });
});

describe('goodsDiscountCents', () => {
  it('rounds a percentage down to whole cents', () => {
    expect(goodsDiscountCents({ type: 'percentage', value: 15 }, 4999)).toBe(749);
    expect(goodsDiscountCents({ type: 'percentage', value: 100 }, 4999)).toBe(4999);
  });

  it('never takes more than the eligible goods cost', () => {
    expect(goodsDiscountCents({ type: 'fixed', value: 500 }, 4999)).toBe(500);
    expect(goodsDiscountCents({ type: 'fixed', value: 9000 }, 4999)).toBe(4999);
  });

  it('leaves the goods alone for free shipping', () => {
    expect(goodsDiscountCents({ type: 'free_shipping', value: 0 }, 4999)).toBe(0);
  });
});

describe('promotionLabel', () => {
  it('says what the code gives', () => {
    expect(promotionLabel({ type: 'percentage', value: 15 })).toBe('15% off');
    expect(promotionLabel({ type: 'fixed', value: 500 })).toBe('$5.00 off');
    expect(promotionLabel({ type: 'free_shipping', value: 0 })).toBe('Free shipping');
  });
});
