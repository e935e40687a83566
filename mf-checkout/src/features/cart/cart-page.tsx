import { useEffect } from 'react';
import styled from 'styled-components';
import { cartLineShortfall } from '@ps/shared/cart';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink, Container, VisuallyHidden } from '@ps/shared/ui';
import { useFreshCart } from '../../lib/checkout-api/use-fresh-cart';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';
import { ColumnsSkeleton } from '../../ui/columns-skeleton';
import { Alert, PageTitle, Panel, TwoColumns } from '../../ui/panel';
import { SummaryRows } from '../../ui/summary-rows';
import { TrustNotes } from '../../ui/trust-notes';
import { CartLine } from './cart-line';
import { ClearCartButton } from './clear-cart-button';
import { CompleteYourLook } from './complete-your-look';
import { EmptyCart } from './empty-cart';
import { FreeShippingHint } from './free-shipping-hint';
import { PromoCode } from './promo-code';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export function CartPage() {
  usePageMeta({ title: 'Your Cart', description: 'Review your Panic Squad merch before checkout.' });
  const { data: cart, isPending, isError, refetch } = useFreshCart();
  const syncCheckout = useCheckoutSessionIdStore((state) => state.sync);
  // Another tab may have placed an order and moved on: the next checkout from here is that one.
  useEffect(syncCheckout, [syncCheckout]);

  if (isPending) {
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
  if (cart.items.length === 0) return <EmptyCart />;
  const blocked = cart.items.some((item) => cartLineShortfall(item));

  return (
    <main>
      <Container>
        <PageTitle>Your Cart</PageTitle>
        <TwoColumns>
          <Panel aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading">
              {cart.summary.itemCount} {cart.summary.itemCount === 1 ? 'item' : 'items'}
            </h2>
            <Lines>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </Lines>
            <ClearCartButton />
          </Panel>
          <Panel aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">Order Summary</h2>
            <FreeShippingHint subtotal={cart.summary.subtotal} />
            <SummaryRows {...cart.summary} tax={null} promoCode={cart.promo?.code} />
            <PromoCode promo={cart.promo} />
            {blocked ? (
              <>
                <p id="checkout-blocked">Remove or reduce the items marked above to check out.</p>
                <Button disabled aria-describedby="checkout-blocked">
                  Proceed to Checkout
                </Button>
              </>
            ) : (
              <ButtonLink to="/checkout">Proceed to Checkout</ButtonLink>
            )}
            <TrustNotes />
          </Panel>
        </TwoColumns>
        <CompleteYourLook inCart={cart.items.map((item) => item.product.id)} />
      </Container>
    </main>
  );
}
