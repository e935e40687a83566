import { formatPrice } from '@ps/shared/rules';
import { usePublicSettings } from '@ps/shared/support';
import { Alert } from '../../ui/panel';

/** Shown below the shop's free-shipping threshold (spec 3 §9), as staff set it in the settings. */
export function FreeShippingHint({ subtotal }: { subtotal: number }) {
  const threshold = usePublicSettings().data?.freeShippingThreshold;
  if (threshold === undefined || subtotal >= threshold) return null;
  const missing = Math.round((threshold - subtotal) * 100) / 100;
  return (
    <Alert $tone="info" data-testid="free-shipping-hint">
      Add {formatPrice(missing)} more for free shipping!
    </Alert>
  );
}
