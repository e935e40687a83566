import { CART_MAX_QUANTITY, type Cart, type CartItem } from '@ps/shared/schemas';
import { purchaseLimitHeadroom } from '@ps/shared/rules';
import { centsToDollars } from '../../lib/money';
import { variantPriceCents } from '../products';
import { goodsDiscountCents, toCartPromo, type CartPromotion } from '../promotions';
import { countedLines, type CartLineRecord } from './cart-lines';
import { summarizeCart, type ShippingRules } from './cart-summary';
import { unitsOfProduct } from './purchase-limit';

const unitPriceCents = (line: CartLineRecord) => variantPriceCents(line.product, line.variant.priceAdjustmentCents);

/** The stock, the cart's 10 a line, and what the product's per-order limit leaves beside its other lines. */
function lineMaxQuantity(line: CartLineRecord, lines: readonly CartLineRecord[]): number {
  const otherUnits = unitsOfProduct(lines, line.product.id, line.id);
  return Math.min(line.available, CART_MAX_QUANTITY, purchaseLimitHeadroom(line.product.maxPerOrder, otherUnits));
}

function toCartItem(line: CartLineRecord, lines: readonly CartLineRecord[]): CartItem {
  const price = unitPriceCents(line);
  return {
    id: line.id,
    product: { id: line.product.id, slug: line.product.slug, name: line.product.name },
    variant: {
      id: line.variant.id,
      sku: line.variant.sku,
      name: line.variant.name,
      attributes: line.variant.attributes,
    },
    primaryImage: line.image,
    quantity: line.quantity,
    price: centsToDollars(price),
    total: centsToDollars(price * line.quantity),
    inStock: line.available > 0,
    maxQuantity: lineMaxQuantity(line, lines),
    availableStock: line.available,
  };
}

function discountCentsOf(promotion: CartPromotion | null, shippingCents: number): number {
  if (!promotion?.verdict.ok) return 0;
  const { record, verdict } = promotion;
  return (
    goodsDiscountCents(record, verdict.eligibleSubtotalCents) + (record.type === 'free_shipping' ? shippingCents : 0)
  );
}

/** The cart as the client reads it: every amount priced now, in cents, and sent in dollars. */
export function toCart(
  lines: readonly CartLineRecord[],
  rules: ShippingRules,
  promotion: CartPromotion | null = null,
): Cart {
  const summary = summarizeCart(
    countedLines(lines).map((line) => ({ quantity: line.quantity, unitPriceCents: unitPriceCents(line) })),
    rules,
  );
  const discountCents = discountCentsOf(promotion, summary.shippingCents);
  return {
    items: lines.map((line) => toCartItem(line, lines)),
    summary: {
      // Every unit the cart holds, sold out or not: the lines the page lists.
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: centsToDollars(summary.subtotalCents),
      shipping: centsToDollars(summary.shippingCents),
      tax: centsToDollars(summary.taxCents),
      discount: centsToDollars(discountCents),
      total: centsToDollars(summary.totalCents - discountCents),
    },
    promo: promotion ? toCartPromo(promotion, discountCents) : null,
  };
}
