import type { Variant } from '@ps/shared/schemas';
import { CART_MAX_QUANTITY } from '@ps/shared/store-rules';

type Attributes = Variant['attributes'];
type AttributeName = keyof Attributes;

export interface AttributeOption {
  value: string;
  disabled: boolean;
}

const inStock = (variant: Variant): boolean => variant.inventory.inStock && variant.inventory.available > 0;

/** Attribute names in the order the variants first use them (e.g. color before size). */
export function attributeNames(variants: readonly Variant[]): AttributeName[] {
  const names: AttributeName[] = [];
  for (const variant of variants) {
    for (const name of Object.keys(variant.attributes) as AttributeName[]) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The first in-stock variant, else the first variant. */
export function initialVariant(variants: readonly Variant[]): Variant | undefined {
  return variants.find(inStock) ?? variants[0];
}

const matches = (variant: Variant, wanted: Attributes): boolean =>
  (Object.entries(wanted) as [AttributeName, string][]).every(([name, value]) => variant.attributes[name] === value);

/**
 * The options of one attribute that fit the choices made in the attributes
 * before it; an option is disabled when no variant with it has stock.
 */
export function attributeOptions(
  variants: readonly Variant[],
  selected: Variant,
  name: AttributeName,
): AttributeOption[] {
  const names = attributeNames(variants);
  const earlier = Object.fromEntries(
    names.slice(0, names.indexOf(name)).map((earlierName) => [earlierName, selected.attributes[earlierName]]),
  ) as Attributes;
  const options = new Map<string, boolean>();
  for (const variant of variants.filter((candidate) => matches(candidate, earlier))) {
    const value = variant.attributes[name];
    if (value === undefined) continue;
    options.set(value, (options.get(value) ?? false) || inStock(variant));
  }
  return [...options].map(([value, anyInStock]) => ({ value, disabled: !anyInStock }));
}

/** Changing one attribute keeps the others when such a variant exists, else takes the best variant with the new value. */
export function selectAttribute(
  variants: readonly Variant[],
  selected: Variant,
  name: AttributeName,
  value: string,
): Variant {
  const wanted = { ...selected.attributes, [name]: value };
  const exact = variants.find((variant) => matches(variant, wanted));
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.attributes[name] === value);
  return withValue.find(inStock) ?? withValue[0] ?? selected;
}

/**
 * The most one add may put in the cart: min(stock, 10), and no more than the product's
 * per-order limit leaves (`limitHeadroom`, from purchaseLimitHeadroom).
 */
export function maxQuantity(variant: Variant | undefined, limitHeadroom = Infinity): number {
  if (!variant || !inStock(variant)) return 0;
  return Math.min(variant.inventory.available, CART_MAX_QUANTITY, limitHeadroom);
}
