import type { RememberedLine } from '@ps/shared/cart';
import { Button, Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { PageTitle, Panel, TwoColumns } from '../../ui/panel';
import { TrustNotes } from '../../ui/trust-notes';
import { Lines } from './cart-line-styles';
import { RememberedCartLine } from './remembered-cart-line';

/**
 * The cart as this browser last saw it, while the server's cart is on its way (decision 051). Prices,
 * stock and totals are the server's to say, so none is shown and checkout waits for them.
 */
export function RememberedCart({ lines }: { lines: readonly RememberedLine[] }) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <main aria-busy="true">
      <Container>
        <PageTitle>Your Cart</PageTitle>
        <TwoColumns>
          <Panel aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading">
              {units} {units === 1 ? 'item' : 'items'}
            </h2>
            <Lines>
              {lines.map((line) => (
                <RememberedCartLine key={line.id} line={line} />
              ))}
            </Lines>
          </Panel>
          <Panel aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">Order Summary</h2>
            <p role="status">Checking prices and stock…</p>
            <Skeleton $height="6rem" aria-hidden="true" />
            <Button disabled>
              Proceed to Checkout<VisuallyHidden> (once prices are checked)</VisuallyHidden>
            </Button>
            <TrustNotes />
          </Panel>
        </TwoColumns>
      </Container>
    </main>
  );
}
