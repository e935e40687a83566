import { formatPrice } from '@ps/shared/format';
import { FREE_SHIPPING_THRESHOLD } from '@ps/shared/schemas';
import { Alert } from '../../ui/panel';

/** Shown below a $50 subtotal (spec 3 §9). */
export function FreeShippingHint({ subtotal }: { subtotal: number }) {
  if (subtotal >= FREE_SHIPPING_THRESHOLD) return null;
  const missing = Math.round((FREE_SHIPPING_THRESHOLD - subtotal) * 100) / 100;
  return (
    <Alert $tone="info" data-testid="free-shipping-hint">
      Add {formatPrice(missing)} more for free shipping!
    </Alert>
  );
}
