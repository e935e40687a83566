import type {
  AddCartItemBody,
  AddCartItemResponse,
  Cart,
  RemoveCartItemResponse,
  UpdateCartItemResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { judgeCartPromotion, promoRefused, promotionQueries, unknownPromo } from '../promotions';
import { countedLines } from './cart-lines';
import { listCartLines } from './cart-lines-repository';
import { assertWithinPurchaseLimit } from './purchase-limit';
import { assertQuantityAllowed } from './quantity-rule';
import {
  cartExists,
  deleteCart,
  deleteCartLine,
  findCartLine,
  findVisibleProductLimit,
  listCartLinesOfProduct,
  lockCart,
  lockVariantStock,
  saveCartLine,
} from './repository';
import type { SettingsStore } from '../settings';
import { shippingRulesOf } from './cart-summary';
import { toCart } from './to-cart';

const itemNotFound = () => AppError.notFound('Cart item not found');

const sumQuantities = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export function createCartService(db: Db, settings: SettingsStore) {
  async function getCart(sessionId: string): Promise<Cart> {
    const [lines, promotion, current] = await Promise.all([
      listCartLines(db, sessionId),
      promotionQueries.forCart(db, sessionId),
      settings.current(),
    ]);
    return toCart(
      lines,
      shippingRulesOf(current),
      promotion ? judgeCartPromotion(promotion, countedLines(lines)) : null,
    );
  }

  /** The fresh cart and the line that changed, read after the change committed. */
  async function cartWithItem(sessionId: string, itemId: number) {
    const cart = await getCart(sessionId);
    const item = cart.items.find((each) => each.id === itemId);
    if (!item) throw itemNotFound();
    return { item, cart };
  }

  return {
    getCart,

    /** Whether the session has a cart row yet: the first add makes one, and that is what the per-client limit counts. */
    hasCart: (sessionId: string) => cartExists(db, sessionId),

    async addItem(sessionId: string, body: AddCartItemBody): Promise<AddCartItemResponse> {
      const itemId = await db.transaction().execute(async (trx) => {
        const product = await findVisibleProductLimit(trx, body.productId);
        if (!product) throw AppError.notFound('Product not found');
        // The cart before the variant, in the order checkout takes them, so the two never deadlock.
        await lockCart(trx, sessionId);
        const variant = await lockVariantStock(trx, body.productId, body.variantId);
        if (!variant) throw AppError.notFound('Variant not found');
        const productLines = await listCartLinesOfProduct(trx, sessionId, body.productId);
        const alreadyInCart = productLines.find((line) => line.variantId === body.variantId)?.quantity ?? 0;
        const unitsBefore = sumQuantities(productLines);
        if (variant.available > 0) {
          assertWithinPurchaseLimit({
            maxPerOrder: product.maxPerOrder,
            unitsBefore,
            unitsAfter: unitsBefore + body.quantity,
          });
        }
        const quantity = alreadyInCart + body.quantity;
        assertQuantityAllowed({ quantity, available: variant.available, alreadyInCart });
        return saveCartLine(trx, sessionId, { productId: body.productId, variantId: body.variantId, quantity });
      });
      return cartWithItem(sessionId, itemId);
    },

    async updateItem(sessionId: string, itemId: number, quantity: number): Promise<UpdateCartItemResponse> {
      if (quantity === 0) {
        if (!(await deleteCartLine(db, sessionId, itemId))) throw itemNotFound();
        return { removed: true, cart: await getCart(sessionId) };
      }
      await db.transaction().execute(async (trx) => {
        await lockCart(trx, sessionId);
        const line = await findCartLine(trx, sessionId, itemId);
        if (!line) throw itemNotFound();
        const variant = await lockVariantStock(trx, line.productId, line.variantId);
        const productLines = await listCartLinesOfProduct(trx, sessionId, line.productId);
        const otherUnits = sumQuantities(productLines.filter((each) => each.id !== line.id));
        // Lowering a line is always allowed, even one left above a limit that was lowered since.
        if (quantity > line.quantity && (variant?.available ?? 0) > 0) {
          const maxPerOrder = productLines[0]?.maxPerOrder ?? null;
          assertWithinPurchaseLimit({ maxPerOrder, unitsBefore: otherUnits, unitsAfter: otherUnits + quantity });
        }
        assertQuantityAllowed({ quantity, available: variant?.available ?? 0, alreadyInCart: 0 });
        await saveCartLine(trx, sessionId, { productId: line.productId, variantId: line.variantId, quantity });
      });
      return { removed: false, ...(await cartWithItem(sessionId, itemId)) };
    },

    async removeItem(sessionId: string, itemId: number): Promise<RemoveCartItemResponse> {
      if (!(await deleteCartLine(db, sessionId, itemId))) throw itemNotFound();
      return { removed: true, cart: await getCart(sessionId) };
    },

    /** Keeps the code on the cart only when it gives something now; otherwise says why not. */
    async applyPromo(sessionId: string, code: string): Promise<Cart> {
      const promotion = await promotionQueries.findByCode(db, code);
      if (!promotion) throw unknownPromo(code);
      const { verdict } = judgeCartPromotion(promotion, countedLines(await listCartLines(db, sessionId)));
      if (!verdict.ok) throw promoRefused(verdict);
      await promotionQueries.setOnCart(db, sessionId, promotion.id);
      return getCart(sessionId);
    },

    async removePromo(sessionId: string): Promise<Cart> {
      await promotionQueries.setOnCart(db, sessionId, null);
      return getCart(sessionId);
    },

    async clear(sessionId: string): Promise<Cart> {
      await deleteCart(db, sessionId);
      return getCart(sessionId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
