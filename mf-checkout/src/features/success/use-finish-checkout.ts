import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '@ps/shared/cart';
import { clearFormDrafts } from '@ps/shared/form';
import { useCheckoutProgress } from '../../lib/checkout-flow/checkout-progress';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';

export const CHECKOUT_DRAFT_FORMS = ['customer', 'shipping', 'payment'];

/**
 * Spec 3 §4, after an order: refresh the cart and forget the checkout session,
 * its drafts and its progress. Done on the confirmation page so the checkout
 * steps never see the emptied cart and bounce the shopper to /cart first.
 */
export function useFinishCheckout(orderPlaced: boolean): void {
  const queryClient = useQueryClient();
  const renewSession = useCheckoutSessionIdStore((state) => state.renew);
  const resetProgress = useCheckoutProgress((state) => state.reset);
  useEffect(() => {
    if (!orderPlaced) return;
    clearFormDrafts(CHECKOUT_DRAFT_FORMS);
    renewSession();
    resetProgress();
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [orderPlaced, queryClient, renewSession, resetProgress]);
}
