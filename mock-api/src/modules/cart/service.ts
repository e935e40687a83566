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
import { type ShippingRules, shippingRulesOf } from './cart-summary';
import { toCart } from './to-cart';

const itemNotFound = () => AppError.notFound('Cart item not found');

const sumQuantities = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export function createCartService(db: Db, settings: SettingsStore) {
  /**
   * Runs a request's statements on one connection: under load each separate one would wait for a free
   * connection again (PGlite has only one). The shipping rules are read first: a settings reload takes its own.
   */
  async function onOneConnection<T>(work: (connection: Db, rules: ShippingRules) => Promise<T>): Promise<T> {
    const rules = shippingRulesOf(await settings.current());
    return db.connection().execute((connection) => work(connection, rules));
  }

  async function readCart(connection: Db, sessionId: string, rules: ShippingRules): Promise<Cart> {
    const [lines, promotion] = await Promise.all([
      listCartLines(connection, sessionId),
      promotionQueries.forCart(connection, sessionId),
    ]);
    return toCart(lines, rules, promotion ? judgeCartPromotion(promotion, countedLines(lines)) : null);
  }

  /** The fresh cart and the line that changed, read after the change committed. */
  async function cartWithItem(connection: Db, sessionId: string, itemId: number, rules: ShippingRules) {
    const cart = await readCart(connection, sessionId, rules);
    const item = cart.items.find((each) => each.id === itemId);
    if (!item) throw itemNotFound();
    return { item, cart };
  }

  /** A change that needs no transaction, then the cart as it is after it. */
  const changeThenRead = (sessionId: string, change: (connection: Db) => Promise<void>): Promise<Cart> =>
    onOneConnection(async (connection, rules) => {
      await change(connection);
      return readCart(connection, sessionId, rules);
    });

  async function removeLine(connection: Db, sessionId: string, itemId: number): Promise<void> {
    if (!(await deleteCartLine(connection, sessionId, itemId))) throw itemNotFound();
  }

  return {
    getCart: (sessionId: string): Promise<Cart> =>
      onOneConnection((connection, rules) => readCart(connection, sessionId, rules)),

    /**
     * `admitNewCart` runs first, on the same connection, when the session has no cart row yet: the first
     * add makes one, and that is what the per-client limit counts.
     */
    addItem(
      sessionId: string,
      body: AddCartItemBody,
      admitNewCart: (connection: Db) => Promise<void>,
    ): Promise<AddCartItemResponse> {
      return onOneConnection(async (connection, rules) => {
        if (!(await cartExists(connection, sessionId))) await admitNewCart(connection);
        const itemId = await connection.transaction().execute(async (trx) => {
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
        return cartWithItem(connection, sessionId, itemId, rules);
      });
    },

    async updateItem(sessionId: string, itemId: number, quantity: number): Promise<UpdateCartItemResponse> {
      if (quantity === 0) {
        return { removed: true, cart: await changeThenRead(sessionId, (c) => removeLine(c, sessionId, itemId)) };
      }
      return onOneConnection(async (connection, rules) => {
        await connection.transaction().execute(async (trx) => {
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
        return { removed: false, ...(await cartWithItem(connection, sessionId, itemId, rules)) };
      });
    },

    async removeItem(sessionId: string, itemId: number): Promise<RemoveCartItemResponse> {
      return { removed: true, cart: await changeThenRead(sessionId, (c) => removeLine(c, sessionId, itemId)) };
    },

    /** Keeps the code on the cart only when it gives something now; otherwise says why not. */
    applyPromo(sessionId: string, code: string): Promise<Cart> {
      return changeThenRead(sessionId, async (connection) => {
        const promotion = await promotionQueries.findByCode(connection, code);
        if (!promotion) throw unknownPromo(code);
        const { verdict } = judgeCartPromotion(promotion, countedLines(await listCartLines(connection, sessionId)));
        if (!verdict.ok) throw promoRefused(verdict);
        await promotionQueries.setOnCart(connection, sessionId, promotion.id);
      });
    },

    removePromo: (sessionId: string): Promise<Cart> =>
      changeThenRead(sessionId, (connection) => promotionQueries.setOnCart(connection, sessionId, null)),

    clear: (sessionId: string): Promise<Cart> =>
      changeThenRead(sessionId, (connection) => deleteCart(connection, sessionId)),
  };
}

export type CartService = ReturnType<typeof createCartService>;
