import styled from 'styled-components';
import { cartLineShortfall, QuantityStepper, useRemoveCartItem, useUpdateCartItem } from '@ps/shared/cart';
import { formatPrice } from '@ps/shared/format';
import { Link } from '@ps/shared/router';
import type { CartItem } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { LineProblem } from '../../ui/line-problem';
import { variantLabel } from '../../ui/variant-label';

const Line = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 88px;
    height: 88px;
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
  }
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    letter-spacing: 0;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  strong {
    font-size: 1.1rem;
  }
  button.remove {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.danger};
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
  }
`;

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
