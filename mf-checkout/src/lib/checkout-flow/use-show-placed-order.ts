import { useNavigate } from '@ps/shared/router';
import { toast } from '@ps/shared/ui';
import { useCheckoutSessionIdStore } from './checkout-session-id';

/**
 * After an order is placed (from the payment step, or on the return from PayPal): say so, name the browser's
 * next checkout and show the confirmation (which then closes the checkout, see useFinishCheckout).
 */
export function useShowPlacedOrder() {
  const navigate = useNavigate();
  const prepareNext = useCheckoutSessionIdStore((state) => state.prepareNext);
  return (orderNumber: string, sessionId: string) => {
    toast({
      title: 'Order placed successfully!',
      description: `Your order #${orderNumber} has been confirmed.`,
      variant: 'success',
    });
    prepareNext(sessionId);
    navigate(`/checkout/success?order=${encodeURIComponent(orderNumber)}`);
  };
}
