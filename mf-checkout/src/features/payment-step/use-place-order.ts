import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@ps/shared/router';
import { toast } from '@ps/shared/ui';
import { placeOrder } from '../../lib/checkout-api/place-order';

/** Places the order and shows its confirmation, which then closes the checkout (see useFinishCheckout). */
export function usePlaceOrder() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ orderNumber }) => {
      toast({
        title: 'Order placed successfully!',
        description: `Your order #${orderNumber} has been confirmed.`,
        variant: 'success',
      });
      navigate(`/checkout/success?order=${encodeURIComponent(orderNumber)}`);
    },
  });
}
