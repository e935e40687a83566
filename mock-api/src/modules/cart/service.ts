import type {
  AddCartItemBody,
  AddCartItemResponse,
  Cart,
  RemoveCartItemResponse,
  UpdateCartItemResponse,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { assertQuantityAllowed } from './quantity-rule';
import type { CartRepository } from './repository';
import { toCart } from './to-cart';

const itemNotFound = () => AppError.notFound('Cart item not found');

export function createCartService(repository: CartRepository) {
  async function getCart(sessionId: string): Promise<Cart> {
    return toCart(await repository.listLines(sessionId));
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

    async addItem(sessionId: string, body: AddCartItemBody): Promise<AddCartItemResponse> {
      const itemId = await repository.inTransaction(async (queries) => {
        if (!(await queries.isProductVisible(body.productId))) throw AppError.notFound('Product not found');
        const variant = await queries.lockVariant(body.productId, body.variantId);
        if (!variant) throw AppError.notFound('Variant not found');
        const alreadyInCart = (await queries.findLineByVariant(sessionId, body.variantId))?.quantity ?? 0;
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
        const line = await queries.findLineById(sessionId, itemId);
        if (!line) throw itemNotFound();
        const variant = await queries.lockVariant(line.productId, line.variantId);
        assertQuantityAllowed({ quantity, available: variant?.available ?? 0, alreadyInCart: 0 });
        await queries.saveLine(sessionId, { productId: line.productId, variantId: line.variantId, quantity });
      });
      return { removed: false, ...(await cartWithItem(sessionId, itemId)) };
    },

    async removeItem(sessionId: string, itemId: number): Promise<RemoveCartItemResponse> {
      if (!(await repository.deleteLine(sessionId, itemId))) throw itemNotFound();
      return { removed: true, cart: await getCart(sessionId) };
    },

    async clear(sessionId: string): Promise<Cart> {
      await repository.deleteCart(sessionId);
      return getCart(sessionId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
