import type { Variant } from '@ps/shared/schemas';
import { CART_MAX_QUANTITY } from '@ps/shared/rules';

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
 * The most one add may put in the cart: what is left of min(stock, 10) after the units of this variant
 * the cart already holds (`heldInCart`), and no more than the product's per-order limit leaves
 * (`limitHeadroom`, from purchaseLimitHeadroom).
 */
export function maxQuantity(variant: Variant | undefined, limitHeadroom = Infinity, heldInCart = 0): number {
  if (!variant || !inStock(variant)) return 0;
  const room = Math.min(variant.inventory.available, CART_MAX_QUANTITY) - heldInCart;
  return Math.max(0, Math.min(room, limitHeadroom));
}

/**
 * Why an in-stock variant can take no more, in the words shown beside the disabled button; null when it
 * can, or when "Out of Stock" or the per-order limit note already says why.
 */
export function addBlockedReason(
  variant: Variant | undefined,
  limitHeadroom: number,
  heldInCart: number,
): string | null {
  if (!variant || !inStock(variant) || limitHeadroom === 0) return null;
  const { available } = variant.inventory;
  if (heldInCart >= available)
    return available === 1 ? 'The last one is in your cart.' : `All ${available} left are in your cart.`;
  if (heldInCart >= CART_MAX_QUANTITY) return `Your cart holds ${CART_MAX_QUANTITY}, the most one order takes.`;
  return null;
}
