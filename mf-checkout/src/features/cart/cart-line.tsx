import styled from 'styled-components';
import { cartLineShortfall, QuantityStepper } from '@ps/shared/cart';
import { formatPrice } from '@ps/shared/rules';
import { Link } from '@ps/shared/router';
import type { CartItem } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { useRemoveCartItem } from '../../lib/cart-edits/remove-cart-item';
import { useUpdateCartItem } from '../../lib/cart-edits/update-cart-item';
import { LineProblem } from '../../ui/line-problem';
import { variantLabel } from '../../ui/variant-label';
import { Controls, Line } from './cart-line-styles';

const ProblemRow = styled.div`
  grid-column: 1 / -1;
`;

export function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  return (
    <Line data-testid="cart-line">
      {item.primaryImage && <img src={item.primaryImage.imageUrl} alt="" width={88} height={88} />}
      <div>
        <h3>
          <Link to={`/store/${item.product.slug}`}>{item.product.name}</Link>
        </h3>
        <p>{variantLabel(item.variant.attributes)}</p>
        <p>{formatPrice(item.price)} each</p>
      </div>
      {cartLineShortfall(item) && (
        <ProblemRow>
          <LineProblem item={item} offerRemove={false} />
        </ProblemRow>
      )}
      <Controls>
        <QuantityStepper
          label={`Quantity of ${item.product.name}`}
          value={item.quantity}
          max={item.maxQuantity}
          disabled={busy || !item.inStock}
          onChange={(quantity) => quantity !== item.quantity && update.mutate({ itemId: item.id, quantity })}
        />
        {item.inStock ? <strong>{formatPrice(item.total)}</strong> : <span>Not counted</span>}
        <button type="button" className="remove" disabled={busy} onClick={() => remove.mutate(item.id)}>
          Remove<VisuallyHidden> {item.product.name}</VisuallyHidden>
        </button>
      </Controls>
    </Line>
  );
}
