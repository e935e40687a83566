import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { Route, Routes } from '@ps/shared/router';
import { NotFoundPage } from '@ps/shared/ui';
import { CartPage } from './features/cart/cart-page';
import { CustomerStep } from './features/customer-step/customer-step';
import { PaymentStep } from './features/payment-step/payment-step';
import { ShippingStep } from './features/shipping-step/shipping-step';
import { SuccessPage } from './features/success/success-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/** The cart and checkout routes; the page wraps them in its QueryClient, the prerender entry in one per request. */
export function CheckoutRouteTable() {
  return (
    <Routes>
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CustomerStep />} />
      <Route path="checkout/shipping" element={<ShippingStep />} />
      <Route path="checkout/payment" element={<PaymentStep />} />
      <Route path="checkout/success" element={<SuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default function CheckoutRoutes() {
  return (
    <RemoteRoot name="mf-checkout">
      <QueryProvider>
        <CheckoutRouteTable />
      </QueryProvider>
    </RemoteRoot>
  );
}
