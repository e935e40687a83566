import { describe, expect, it } from 'vitest';
import { cartSchema } from '@ps/shared/schemas';
import type { CartLineRecord } from './cart-lines';
import { toCart } from './to-cart';

function line(overrides: Partial<CartLineRecord> = {}): CartLineRecord {
  return {
    id: 1,
    quantity: 3,
    product: {
      id: 7,
      slug: 'cape-hoodie',
      name: 'Cape Hoodie',
      categoryId: 2,
      basePriceCents: 2499,
      salePriceCents: 1999,
      maxPerOrder: null,
    },
    variant: { id: 70, sku: 'PS-HOOD-CAPE-M', name: 'M', attributes: { size: 'M' }, priceAdjustmentCents: 0 },
    image: { imageUrl: '/cape.svg', altText: 'Cape Hoodie' },
    available: 4,
    ...overrides,
  };
}

describe('toCart', () => {
  it('prices each line from the sale price plus the adjustment and sums in cents', () => {
    const cart = cartSchema.parse(
      toCart([
        line(),
        line({
          id: 2,
          quantity: 1,
          variant: {
            id: 71,
            sku: 'PS-HOOD-CAPE-XXL',
            name: 'XXL',
            attributes: { size: 'XXL' },
            priceAdjustmentCents: 300,
          },
        }),
      ]),
    );
    expect(cart.items.map((item) => [item.price, item.total])).toEqual([
      [19.99, 59.97],
      [22.99, 22.99],
    ]);
    expect(cart.summary).toEqual({ itemCount: 4, subtotal: 82.96, shipping: 0, tax: 0, discount: 0, total: 82.96 });
  });

  it('caps maxQuantity at 10 and at the stock, and is out of stock with nothing left', () => {
    expect(toCart([line({ available: 40 })]).items[0]).toMatchObject({ maxQuantity: 10, availableStock: 40 });
    expect(toCart([line({ available: 4 })]).items[0]).toMatchObject({ maxQuantity: 4, inStock: true });
    expect(toCart([line({ available: 0 })]).items[0]).toMatchObject({ maxQuantity: 0, inStock: false });
  });

  it("caps maxQuantity at the product's per-order limit less its units on the other lines", () => {
    const limited = { ...line().product, maxPerOrder: 3 };
    const other = line({ id: 2, quantity: 2, product: limited, variant: { ...line().variant, id: 71 } });
    const items = toCart([line({ quantity: 1, product: limited }), other]).items;
    expect(items.map((item) => item.maxQuantity)).toEqual([1, 2]);
    expect(toCart([line({ quantity: 1, product: { ...limited, maxPerOrder: 1 } })]).items[0]?.maxQuantity).toBe(1);
  });

  it('charges shipping under $50', () => {
    expect(toCart([line({ quantity: 1 })]).summary).toEqual({
      itemCount: 1,
      subtotal: 19.99,
      shipping: 5.99,
      tax: 0,
      discount: 0,
      total: 25.98,
    });
  });
});
