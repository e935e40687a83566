import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/ui';

const PAGES = [
  { path: 'cart', title: 'Your Cart' },
  { path: 'checkout', title: 'Checkout: cart review and your details' },
  { path: 'checkout/shipping', title: 'Checkout: shipping' },
  { path: 'checkout/payment', title: 'Checkout: payment' },
  { path: 'checkout/success', title: 'Order confirmed' },
] as const;

export default function CheckoutRoutes() {
  return (
    <RemoteRoot name="mf-checkout">
      <ProvisionalRoutes pages={PAGES} />
    </RemoteRoot>
  );
}
