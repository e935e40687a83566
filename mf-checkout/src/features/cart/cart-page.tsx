import { lazy, Suspense, useEffect } from 'react';
import { usePageMeta } from '@ps/shared/seo';
import { Button, Container, VisuallyHidden } from '@ps/shared/ui';
import { useFreshCart } from '../../lib/checkout-api/use-fresh-cart';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';
import { useRememberedLines } from '../../lib/remembered-cart/remembered-lines';
import { ColumnsSkeleton } from '../../ui/columns-skeleton';
import { Alert, PageTitle } from '../../ui/panel';
import { RememberedCart } from './remembered-cart';

// The lines, promo code and suggestions are a chunk of their own, so /checkout does not download them with the
// route (decision 030). The cart page starts it at once, beside its request for the cart.
const loadCartContents = () => import('./cart-contents');
const CartContents = lazy(() => loadCartContents().then((module) => ({ default: module.CartContents })));

/** What the server draws, and the page shows until the cart and its code have arrived when it remembers no lines. */
function CartLoading() {
  return (
    <main aria-busy="true">
      <Container>
        <PageTitle>Your Cart</PageTitle>
        <VisuallyHidden role="status">Loading your cart…</VisuallyHidden>
        <ColumnsSkeleton />
      </Container>
    </main>
  );
}

/** While the cart or its code is on the way: the lines this browser remembers, or the loading frame. */
function CartWaiting() {
  const lines = useRememberedLines();
  return lines ? <RememberedCart lines={lines} /> : <CartLoading />;
}

export function CartPage() {
  usePageMeta({ title: 'Your Cart', description: 'Review your Panic Squad merch before checkout.' });
  const { data: cart, isPending, isError, refetch } = useFreshCart();
  const syncCheckout = useCheckoutSessionIdStore((state) => state.sync);
  // Another tab may have placed an order and moved on: the next checkout from here is that one.
  useEffect(syncCheckout, [syncCheckout]);
  useEffect(() => {
    loadCartContents().catch(() => undefined);
  }, []);

  if (isPending) return <CartWaiting />;
  if (isError) {
    return (
      <main>
        <Container>
          <PageTitle>Your Cart</PageTitle>
          <Alert role="alert">
            Failed to fetch cart.{' '}
            <Button $variant="secondary" onClick={() => void refetch()}>
              Try Again
            </Button>
          </Alert>
        </Container>
      </main>
    );
  }
  return (
    <Suspense fallback={<CartWaiting />}>
      <CartContents cart={cart} />
    </Suspense>
  );
}
