import { useSyncExternalStore } from 'react';
import { REMEMBERED_CART_KEY, useCartStore, type RememberedCart, type RememberedLine } from '@ps/shared/cart';

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

/** The stored lines when they belong to this session and still have the shape the cart singleton writes. */
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
