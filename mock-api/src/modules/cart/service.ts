import type {
  AddCartItemBody,
  AddCartItemResponse,
  Cart,
  RemoveCartItemResponse,
  UpdateCartItemResponse,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { judgeCartPromotion, promoRefused, unknownPromo } from '../promotions';
import { countedLines } from './cart-lines';
import { assertWithinPurchaseLimit } from './purchase-limit';
import { assertQuantityAllowed } from './quantity-rule';
import type { CartRepository } from './repository';
import type { SettingsStore } from '../settings';
import { shippingRulesOf } from './cart-summary';
import { toCart } from './to-cart';

const itemNotFound = () => AppError.notFound('Cart item not found');

const sumQuantities = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export function createCartService(repository: CartRepository, settings: SettingsStore) {
  async function getCart(sessionId: string): Promise<Cart> {
    const [lines, promotion, current] = await Promise.all([
      repository.listLines(sessionId),
      repository.promotion(sessionId),
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
    hasCart: (sessionId: string) => repository.cartExists(sessionId),

    async addItem(sessionId: string, body: AddCartItemBody): Promise<AddCartItemResponse> {
      const itemId = await repository.inTransaction(async (queries) => {
        const product = await queries.findVisibleProduct(body.productId);
        if (!product) throw AppError.notFound('Product not found');
        // The cart before the variant, in the order checkout takes them, so the two never deadlock.
        await queries.lockCart(sessionId);
        const variant = await queries.lockVariant(body.productId, body.variantId);
        if (!variant) throw AppError.notFound('Variant not found');
        const productLines = await queries.listProductLines(sessionId, body.productId);
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
        return queries.saveLine(sessionId, { productId: body.productId, variantId: body.variantId, quantity });
      });
      return cartWithItem(sessionId, itemId);
    },

    async updateItem(sessionId: string, itemId: number, quantity: number): Promise<UpdateCartItemResponse> {
      if (quantity === 0) {
        if (!(await repository.deleteLine(sessionId, itemId))) throw itemNotFound();
        return { removed: true, cart: await getCart(sessionId) };
      }
      await repository.inTransaction(async (queries) => {
        await queries.lockCart(sessionId);
        const line = await queries.findLineById(sessionId, itemId);
        if (!line) throw itemNotFound();
        const variant = await queries.lockVariant(line.productId, line.variantId);
        const productLines = await queries.listProductLines(sessionId, line.productId);
        const otherUnits = sumQuantities(productLines.filter((each) => each.id !== line.id));
        // Lowering a line is always allowed, even one left above a limit that was lowered since.
        if (quantity > line.quantity && (variant?.available ?? 0) > 0) {
          const maxPerOrder = productLines[0]?.maxPerOrder ?? null;
          assertWithinPurchaseLimit({ maxPerOrder, unitsBefore: otherUnits, unitsAfter: otherUnits + quantity });
        }
        assertQuantityAllowed({ quantity, available: variant?.available ?? 0, alreadyInCart: 0 });
        await queries.saveLine(sessionId, { productId: line.productId, variantId: line.variantId, quantity });
      });
      return { removed: false, ...(await cartWithItem(sessionId, itemId)) };
    },

    async removeItem(sessionId: string, itemId: number): Promise<RemoveCartItemResponse> {
      if (!(await repository.deleteLine(sessionId, itemId))) throw itemNotFound();
      return { removed: true, cart: await getCart(sessionId) };
    },

    /** Keeps the code on the cart only when it gives something now; otherwise says why not. */
    async applyPromo(sessionId: string, code: string): Promise<Cart> {
      const promotion = await repository.findPromotion(code);
      if (!promotion) throw unknownPromo(code);
      const { verdict } = judgeCartPromotion(promotion, countedLines(await repository.listLines(sessionId)));
      if (!verdict.ok) throw promoRefused(verdict);
      await repository.setPromotion(sessionId, promotion.id);
      return getCart(sessionId);
    },

    async removePromo(sessionId: string): Promise<Cart> {
      await repository.setPromotion(sessionId, null);
      return getCart(sessionId);
    },

    async clear(sessionId: string): Promise<Cart> {
      await repository.deleteCart(sessionId);
      return getCart(sessionId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
