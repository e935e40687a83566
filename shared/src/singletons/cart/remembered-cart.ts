import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { storageKey } from '@ps/shared/brand';
import type { Cart, VariantAttributes } from '@ps/shared/schemas';
import { cartKeys } from './cart-keys';
import { useCartStore } from './cart-store';

const REMEMBERED_CART_KEY = storageKey('cart_lines');

/**
 * A cart line as this browser last saw it, for the cart and checkout pages to draw before the server
 * answers (decision 051): what the line is and how many, never what it costs or whether it is in stock.
 */
export interface RememberedLine {
  id: number;
  product: { slug: string; name: string };
  variant: { attributes: VariantAttributes };
  imageUrl: string | null;
  quantity: number;
}

interface RememberedCart {
  /** The browser session the lines belong to: after sign-in or sign-out they are someone else's. */
  sessionId: string;
  lines: RememberedLine[];
}

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

/** Keeps the server's latest cart in this browser (an empty cart leaves nothing behind). */
export function rememberCart(sessionId: string, cart: Cart): void {
  try {
    if (cart.items.length === 0) localStorage.removeItem(REMEMBERED_CART_KEY);
    else localStorage.setItem(REMEMBERED_CART_KEY, JSON.stringify(toRemembered(sessionId, cart)));
  } catch {
    // Storage full or blocked: the pages wait for the server as before.
  }
}

const isLine = (value: unknown): value is RememberedLine => {
  const line = value as RememberedLine;
  return (
    typeof line?.id === 'number' &&
    typeof line.product?.slug === 'string' &&
    typeof line.product.name === 'string' &&
    typeof line.variant?.attributes === 'object' &&
    (line.imageUrl === null || typeof line.imageUrl === 'string') &&
    Number.isInteger(line.quantity)
  );
};

/** The stored lines when they belong to this session and still have the shape this build writes. */
export function parseRememberedLines(raw: string | null, sessionId: string): RememberedLine[] | null {
  if (!raw || !sessionId) return null;
  try {
    const stored = JSON.parse(raw) as Partial<RememberedCart>;
    if (stored.sessionId !== sessionId || !Array.isArray(stored.lines) || stored.lines.length === 0) return null;
    return stored.lines.every(isLine) ? stored.lines : null;
  } catch {
    return null;
  }
}

let lastRead: { raw: string | null; sessionId: string; lines: RememberedLine[] | null } | undefined;

function readRememberedLines(sessionId: string): RememberedLine[] | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(REMEMBERED_CART_KEY);
  } catch {
    return null;
  }
  // useSyncExternalStore needs the same value back while nothing changed.
  if (lastRead?.raw !== raw || lastRead.sessionId !== sessionId)
    lastRead = { raw, sessionId, lines: parseRememberedLines(raw, sessionId) };
  return lastRead.lines;
}

const noSubscription = () => () => {};

/**
 * The lines this browser remembers for its cart, or null. Null on the server and while hydrating, so
 * the page hydrates the server's loading frame and draws the lines in the render right after.
 */
export function useRememberedLines(): RememberedLine[] | null {
  const sessionId = useCartStore((state) => state.sessionId);
  return useSyncExternalStore(
    noSubscription,
    () => readRememberedLines(sessionId),
    () => null,
  );
}

const CART_HASH = JSON.stringify(cartKeys.detail());

/** Writes every cart the page receives (a fetch or a mutation's answer) to the browser's memory of it. */
export function useRememberCart(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (JSON.stringify(event.query.queryKey) !== CART_HASH) return;
        rememberCart(useCartStore.getState().sessionId, event.query.state.data as Cart);
      }),
    [queryClient],
  );
}
