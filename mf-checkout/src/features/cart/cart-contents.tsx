import { cartLineShortfall } from '@ps/shared/cart';
import type { Cart } from '@ps/shared/schemas';
import { Button, ButtonLink, Container } from '@ps/shared/ui';
import { PageTitle, Panel, TwoColumns } from '../../ui/panel';
import { SummaryRows } from '../../ui/summary-rows';
import { TrustNotes } from '../../ui/trust-notes';
import { CartLine } from './cart-line';
import { Lines } from './cart-line-styles';
import { ClearCartButton } from './clear-cart-button';
import { CompleteYourLook } from './complete-your-look';
import { EmptyCart } from './empty-cart';
import { FreeShippingHint } from './free-shipping-hint';
import { PromoCode } from './promo-code';

/** The loaded cart: its lines, summary and promo code, or the empty cart. */
export function CartContents({ cart }: { cart: Cart }) {
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
