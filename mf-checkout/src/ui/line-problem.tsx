import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { cartLineShortfall } from '@ps/shared/cart';
import type { CartItem } from '@ps/shared/schemas';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { useRemoveCartItem } from '../lib/cart-edits/remove-cart-item';
import { useUpdateCartItem } from '../lib/cart-edits/update-cart-item';
import { checkoutKeys } from '../lib/checkout-api/get-checkout-session';
import { Alert } from './panel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface Props {
  item: CartItem;
  /** The cart page has its own Remove button on every line. */
  offerRemove?: boolean;
}

/** Why a line stops checkout (sold out, or more than is left) and the fix: reduce it or remove it. */
export function LineProblem({ item, offerRemove = true }: Props) {
  const queryClient = useQueryClient();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const shortfall = cartLineShortfall(item);
  if (!shortfall) return null;
  // The checkout session's totals and its refusal depend on the cart: read it again once fixed.
  const refreshCheckout = () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  const busy = update.isPending || remove.isPending;
  const name = <VisuallyHidden> {item.product.name}</VisuallyHidden>;
  return (
    <Alert role="alert" data-testid="line-problem">
      {shortfall.kind === 'sold-out'
        ? 'This item is sold out, so it is not counted in your total. Remove it to check out.'
        : `Only ${shortfall.unitsLeft} left in stock, and this line holds ${item.quantity}. Reduce it to order.`}
      <Actions>
        {shortfall.kind === 'short' && (
          <Button
            disabled={busy}
            onClick={() =>
              update.mutate({ itemId: item.id, quantity: shortfall.unitsLeft }, { onSuccess: refreshCheckout })
            }
          >
            Reduce to {shortfall.unitsLeft}
            {name}
          </Button>
        )}
        {offerRemove && (
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => remove.mutate(item.id, { onSuccess: refreshCheckout })}
          >
            Remove{name}
          </Button>
        )}
      </Actions>
    </Alert>
  );
}
