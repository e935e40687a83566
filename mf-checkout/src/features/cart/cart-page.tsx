import styled from 'styled-components';
import { useCart } from '@ps/shared/cart';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink, Container, VisuallyHidden } from '@ps/shared/ui';
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
  const { data: cart, isPending, isError, refetch } = useCart();

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
      <Container>
        <PageTitle>Your Cart</PageTitle>
        <Alert role="alert">
          Failed to fetch cart.{' '}
          <Button $variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }
  if (cart.items.length === 0) return <EmptyCart />;

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
            <SummaryRows {...cart.summary} tax={null} />
            <PromoCode />
            <ButtonLink to="/checkout">Proceed to Checkout</ButtonLink>
            <TrustNotes />
          </Panel>
        </TwoColumns>
        <CompleteYourLook inCart={cart.items.map((item) => item.product.id)} />
      </Container>
    </main>
  );
}
