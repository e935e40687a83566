import { describe, expect, it } from 'vitest';
import { quoteOrder, shippingMethodsFor, toCheckoutTotals } from './order-quote';

const hoodie = { quantity: 2, unitPriceCents: 1999 };
const poster = { quantity: 1, unitPriceCents: 1500 };
const california = { country: 'US', state: 'CA' };

describe('quoteOrder', () => {
  it('takes a goods discount before tax and a free-shipping code off the chosen method', () => {
    const percent = quoteOrder([hoodie], 'standard', california, {
      terms: { type: 'percentage', value: 25 },
      eligibleSubtotalCents: 3998,
    });
    // 25% of 39.98 is 9.995, rounded down; tax (7.25%) is on the 29.99 left.
    expect(percent).toMatchObject({ discountCents: 999, taxCents: 217 });
    expect(percent.totalCents).toBe(3998 + 599 + 217 - 999);
    const freeShipping = quoteOrder([poster], 'express', california, {
      terms: { type: 'free_shipping', value: 0 },
      eligibleSubtotalCents: 1500,
    });
    expect(freeShipping).toMatchObject({ shippingCents: 1499, discountCents: 1499 });
    expect(freeShipping.totalCents).toBe(1500 + freeShipping.taxCents);
  });

  it('adds standard shipping under $50 and tax on the goods only', () => {
    const quote = quoteOrder([hoodie], 'standard', california);
    expect(quote).toMatchObject({ itemCount: 2, subtotalCents: 3998, shippingCents: 599, taxCents: 290 });
    expect(quote.totalCents).toBe(3998 + 599 + 290);
    expect(quote.taxRate).toEqual({ basisPoints: 725, jurisdiction: 'US-CA' });
  });

  it('ships standard free from $50, express never', () => {
    expect(quoteOrder([hoodie, poster], 'standard', california).shippingCents).toBe(0);
    expect(quoteOrder([hoodie, poster], 'express', california).shippingCents).toBe(1499);
    expect(quoteOrder([poster], 'express', california).shippingCents).toBe(1499);
  });

  it('shows the default method before one is chosen, no tax before an address, and nothing for an empty cart', () => {
    expect(quoteOrder([poster], null, null)).toMatchObject({ shippingCents: 599, taxCents: 0, totalCents: 2099 });
    expect(quoteOrder([], 'express', california)).toMatchObject({ shippingCents: 0, totalCents: 0 });
  });

  it('is sent in dollars with a zero discount', () => {
    expect(toCheckoutTotals(quoteOrder([hoodie], 'express', { country: 'GB', state: 'London' }))).toEqual({
      itemCount: 2,
      subtotal: 39.98,
      shipping: 14.99,
      tax: 8,
      discount: 0,
      total: 62.97,
    });
  });
});

describe('shippingMethodsFor', () => {
  it('offers standard (the default) and express, priced from the cart', () => {
    expect(shippingMethodsFor([poster])).toEqual([
      {
        id: 'standard',
        name: 'Standard Shipping',
        price: 5.99,
        description: 'Delivered in 3-5 business days',
        estimatedDays: '3-5 business days',
        isDefault: true,
      },
      {
        id: 'express',
        name: 'Express Shipping',
        price: 14.99,
        description: 'Delivered in 1-2 business days',
        estimatedDays: '1-2 business days',
        isDefault: false,
      },
    ]);
    expect(shippingMethodsFor([hoodie, poster])[0]).toMatchObject({
      price: 0,
      description: expect.stringMatching(/^Free/),
    });
  });
});
