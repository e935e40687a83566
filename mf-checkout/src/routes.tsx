import { lazy, Suspense, type ReactNode } from 'react';
import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { Route, Routes } from '@ps/shared/router';
import { NotFoundPage, PageLoader } from '@ps/shared/ui';
import { CartPage } from './features/cart/cart-page';
import { CustomerFormPlaceholder } from './features/customer-step/customer-form-placeholder';
import { CheckoutStepLoading } from './ui/checkout-frame';

// The steps' forms, schemas and zod load when the fan goes to checkout, not with the cart (decision 029);
// meanwhile a step shows the frame it shows while its session loads, which is also what the server draws.
const CustomerStep = lazy(() =>
  import('./features/customer-step/customer-step').then((module) => ({ default: module.CustomerStep })),
);
const ShippingStep = lazy(() =>
  import('./features/shipping-step/shipping-step').then((module) => ({ default: module.ShippingStep })),
);
const PaymentStep = lazy(() =>
  import('./features/payment-step/payment-step').then((module) => ({ default: module.PaymentStep })),
);
const PaymentReturnPage = lazy(() =>
  import('./features/payment-return/payment-return-page').then((module) => ({ default: module.PaymentReturnPage })),
);
const SuccessPage = lazy(() =>
  import('./features/success/success-page').then((module) => ({ default: module.SuccessPage })),
);

const onDemand = (page: ReactNode, fallback: ReactNode) => <Suspense fallback={fallback}>{page}</Suspense>;

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/** The cart and checkout routes; the page wraps them in its QueryClient, the prerender entry in one per request. */
export function CheckoutRouteTable() {
  return (
    <Routes>
      <Route path="cart" element={<CartPage />} />
      <Route
        path="checkout"
        element={onDemand(
          <CustomerStep />,
          <CheckoutStepLoading step="cart" title="Checkout" form={<CustomerFormPlaceholder />} />,
        )}
      />
      <Route
        path="checkout/shipping"
        element={onDemand(<ShippingStep />, <CheckoutStepLoading step="shipping" title="Shipping" />)}
      />
      <Route
        path="checkout/payment"
        element={onDemand(<PaymentStep />, <CheckoutStepLoading step="payment" title="Payment" />)}
      />
      <Route
        path="checkout/return"
        element={onDemand(<PaymentReturnPage />, <PageLoader label="Finishing your payment…" />)}
      />
      <Route path="checkout/success" element={onDemand(<SuccessPage />, <PageLoader label="Loading the page…" />)} />
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
