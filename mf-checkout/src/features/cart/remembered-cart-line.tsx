import styled from 'styled-components';
import type { RememberedLine } from '@ps/shared/cart';
import { Link } from '@ps/shared/router';
import { variantLabel } from '../../ui/variant-label';
import { Controls, Line } from './cart-line-styles';

/** As tall as the quantity stepper that takes its place, so the line does not move when the cart arrives. */
const Quantity = styled.span`
  display: flex;
  align-items: center;
  min-height: 44px;
`;

/** A line as this browser last saw it: what and how many, with its price still being checked. */
export function RememberedCartLine({ line }: { line: RememberedLine }) {
  return (
    <Line data-testid="remembered-cart-line">
      {line.imageUrl && <img src={line.imageUrl} alt="" width={88} height={88} />}
      <div>
        <h3>
          <Link to={`/store/${line.product.slug}`}>{line.product.name}</Link>
        </h3>
        <p>{variantLabel(line.variant.attributes)}</p>
        <p>Checking price…</p>
      </div>
      <Controls>
        <Quantity>Quantity: {line.quantity}</Quantity>
      </Controls>
    </Line>
  );
}
