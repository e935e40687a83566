import type { Cart } from '@ps/shared/schemas';
import { REMEMBERED_CART_KEY, type RememberedCart } from './remembered-cart-format';

const toRemembered = (sessionId: string, cart: Cart): RememberedCart => ({
  sessionId,
  lines: cart.items.map((item) => ({
    id: item.id,
    product: { slug: item.product.slug, name: item.product.name },
    variant: { attributes: item.variant.attributes },
    imageUrl: item.primaryImage?.imageUrl ?? null,
    quantity: item.quantity,
  })),
});

/** Keeps the server's latest cart with lines in this browser (use-remember-cart forgets an empty one). */
export function rememberCart(sessionId: string, cart: Cart): void {
  try {
    localStorage.setItem(REMEMBERED_CART_KEY, JSON.stringify(toRemembered(sessionId, cart)));
  } catch {
    // Storage full or blocked: the pages wait for the server as before.
  }
}
