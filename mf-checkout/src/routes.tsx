import { lazy, Suspense, type ReactNode } from 'react';
import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { Route, Routes } from '@ps/shared/router';
import { NotFoundPage, PageLoader } from '@ps/shared/ui';
import { CartPage } from './features/cart/cart-page';

// The steps' forms, schemas and zod load when the fan goes to checkout, not with the cart (decision 029).
const CustomerStep = lazy(() =>
  import('./features/customer-step/customer-step').then((module) => ({ default: module.CustomerStep })),
);
const ShippingStep = lazy(() =>
  import('./features/shipping-step/shipping-step').then((module) => ({ default: module.ShippingStep })),
);
const PaymentStep = lazy(() =>
  import('./features/payment-step/payment-step').then((module) => ({ default: module.PaymentStep })),
);
const SuccessPage = lazy(() =>
  import('./features/success/success-page').then((module) => ({ default: module.SuccessPage })),
);

const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoader label="Loading the page…" />}>{page}</Suspense>;

export default function CheckoutRoutes() {
  return (
    <RemoteRoot name="mf-checkout">
      <QueryProvider>
        <Routes>
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={onDemand(<CustomerStep />)} />
          <Route path="checkout/shipping" element={onDemand(<ShippingStep />)} />
          <Route path="checkout/payment" element={onDemand(<PaymentStep />)} />
          <Route path="checkout/success" element={onDemand(<SuccessPage />)} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryProvider>
    </RemoteRoot>
  );
}
