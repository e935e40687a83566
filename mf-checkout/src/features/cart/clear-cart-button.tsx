import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ps/shared/ui';
import { useClearCart } from '../../lib/cart-edits/clear-cart';

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Spec 3 §2: clearing the cart asks for confirmation first. */
export function ClearCartButton() {
  const [asking, setAsking] = useState(false);
  const clear = useClearCart();
  if (!asking) {
    return (
      <div>
        <Button $variant="ghost" onClick={() => setAsking(true)}>
          Clear Cart
        </Button>
      </div>
    );
  }
  return (
    <Confirm role="group" aria-label="Confirm clearing the cart">
      <span>Remove every item from your cart?</span>
      <Button onClick={() => clear.mutate(undefined, { onSettled: () => setAsking(false) })} disabled={clear.isPending}>
        Yes, clear it
      </Button>
      <Button $variant="secondary" onClick={() => setAsking(false)} autoFocus>
        Keep my stuff
      </Button>
    </Confirm>
  );
}
