import { describe, expect, it } from 'vitest';
import type { Variant } from '@ps/shared/schemas';
import {
  addBlockedReason,
  attributeNames,
  attributeOptions,
  initialVariant,
  maxQuantity,
  selectAttribute,
} from './variant-selection';

let nextId = 1;
function variant(color: string, size: string, available: number): Variant {
  const id = nextId++;
  return {
    id,
    sku: `SKU-${color}-${size}`,
    name: `${color} / ${size}`,
    attributes: { color, size },
    imageIds: [],
    priceAdjustment: 0,
    price: 25,
    inventory: { inStock: available > 0, available },
  };
}

const blackS = variant('Black', 'S', 0);
const blackM = variant('Black', 'M', 4);
const blackL = variant('Black', 'L', 20);
const pinkS = variant('Pink', 'S', 3);
const pinkXL = variant('Pink', 'XL', 0);
const variants = [blackS, blackM, blackL, pinkS, pinkXL];

describe('variant selection', () => {
  it('orders attributes by first use', () => {
    expect(attributeNames(variants)).toEqual(['color', 'size']);
  });

  it('starts on the first in-stock variant, else the first', () => {
    expect(initialVariant(variants)).toBe(blackM);
    expect(initialVariant([blackS, pinkXL])).toBe(blackS);
    expect(initialVariant([])).toBeUndefined();
  });

  it('shows only sizes that exist in the chosen colour, disabling sold-out ones', () => {
    expect(attributeOptions(variants, blackM, 'size')).toEqual([
      { value: 'S', disabled: true },
      { value: 'M', disabled: false },
      { value: 'L', disabled: false },
    ]);
    expect(attributeOptions(variants, pinkS, 'size')).toEqual([
      { value: 'S', disabled: false },
      { value: 'XL', disabled: true },
    ]);
    expect(attributeOptions(variants, blackM, 'color')).toEqual([
      { value: 'Black', disabled: false },
      { value: 'Pink', disabled: false },
    ]);
  });

  it('keeps the other attributes when changing one, if that variant exists', () => {
    expect(selectAttribute(variants, blackS, 'color', 'Pink')).toBe(pinkS);
    expect(selectAttribute(variants, pinkS, 'size', 'XL')).toBe(pinkXL);
  });

  it('falls back to the first in-stock variant with the new value', () => {
    expect(selectAttribute(variants, blackL, 'color', 'Pink')).toBe(pinkS);
  });

  it('holds quantity between 1 and min(stock, 10)', () => {
    expect(maxQuantity(blackL)).toBe(10);
    expect(maxQuantity(blackM)).toBe(4);
    expect(maxQuantity(blackS)).toBe(0);
  });

  it("holds it to what the product's per-order limit leaves", () => {
    expect(maxQuantity(blackL, 1)).toBe(1);
    expect(maxQuantity(blackM, 0)).toBe(0);
    expect(maxQuantity(blackS, 1)).toBe(0);
  });

  it('leaves out the units of the variant the cart already holds', () => {
    expect(maxQuantity(blackM, Infinity, 3)).toBe(1);
    expect(maxQuantity(blackM, Infinity, 4)).toBe(0);
    expect(maxQuantity(blackL, Infinity, 7)).toBe(3);
    expect(maxQuantity(blackL, 2, 7)).toBe(2);
  });
});

describe('addBlockedReason', () => {
  it('says when the cart holds every unit left', () => {
    expect(addBlockedReason(blackM, Infinity, 4)).toBe('All 4 left are in your cart.');
    expect(addBlockedReason({ ...blackM, inventory: { ...blackM.inventory, available: 1 } }, Infinity, 1)).toBe(
      'The last one is in your cart.',
    );
  });

  it('says when the line is at the most one order takes', () => {
    expect(addBlockedReason(blackL, Infinity, 10)).toBe('Your cart holds 10, the most one order takes.');
  });

  it('says nothing while there is room, or when "Out of Stock" or the limit note already speaks', () => {
    expect(addBlockedReason(blackM, Infinity, 3)).toBeNull();
    expect(addBlockedReason(blackS, Infinity, 0)).toBeNull();
    expect(addBlockedReason(blackM, 0, 4)).toBeNull();
  });
});
