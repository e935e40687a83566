import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announceCartChange, cartKeys } from '@ps/shared/cart';
import { clearFormDrafts } from '@ps/shared/form';

export const CHECKOUT_DRAFT_FORMS = ['customer', 'shipping', 'payment'];

/**
 * Spec 3 §4, after an order: refresh the cart (here and in the browser's other tabs)
 * and forget the drafts. Done on the confirmation page so the checkout steps never
 * see the emptied cart and bounce the shopper to /cart first. The next checkout id
 * was chosen when the order was placed (usePlaceOrder).
 */
export function useFinishCheckout(orderPlaced: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!orderPlaced) return;
    clearFormDrafts(CHECKOUT_DRAFT_FORMS);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    announceCartChange();
  }, [orderPlaced, queryClient]);
}
