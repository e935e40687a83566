import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storageKey } from '@ps/shared/rules';
import { cartKeys } from './cart-keys';

const CHANNEL_NAME = storageKey('cart');

let channel: BroadcastChannel | null | undefined;

/** One channel per tab (this module is a page singleton): a channel never hears its own messages. */
function cartChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

/** Tells this browser's other tabs that the cart changed: a line, a quantity, or an order that emptied it. */
export function announceCartChange(): void {
  cartChannel()?.postMessage('cart-changed');
}

/** Refetches the cart when another tab changed it, so every tab's cart count stays true. */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const target = cartChannel();
    if (!target) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    target.addEventListener('message', refetch);
    return () => target.removeEventListener('message', refetch);
  }, [queryClient]);
}
