import styled from 'styled-components';
import type { CartItem } from '@ps/shared/schemas';
import { ButtonLink } from '@ps/shared/ui';
import { LineProblem } from './line-problem';
import { Panel } from './panel';
import { variantLabel } from './variant-label';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** In place of a checkout step while some line cannot be ordered: which, and how to fix it. */
export function CartProblems({ items }: { items: CartItem[] }) {
  return (
    <Panel aria-labelledby="cart-problems-heading" data-testid="cart-problems">
      <h2 id="cart-problems-heading">Some items can't be ordered right now</h2>
      <p>Checkout is paused until each item below is removed or reduced. Nothing has been charged.</p>
      <Lines>
        {items.map((item) => (
          <li key={item.id}>
            <strong>{item.product.name}</strong>
            <small>
              {variantLabel(item.variant.attributes)} · {item.quantity} in your cart
            </small>
            <LineProblem item={item} />
          </li>
        ))}
      </Lines>
      <div>
        <ButtonLink to="/cart" $variant="secondary">
          Back to Cart
        </ButtonLink>
      </div>
    </Panel>
  );
}
