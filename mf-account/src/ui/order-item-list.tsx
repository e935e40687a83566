import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import type { OrderDetail } from '@ps/shared/schemas';

const THUMB_SIZE = 72;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: ${THUMB_SIZE}px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  &:not(:last-child) {
    padding-bottom: ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Thumb = styled.div`
  width: ${THUMB_SIZE}px;
  height: ${THUMB_SIZE}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid #000;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  > :not(:nth-child(-n + 2)) {
    grid-column: 1 / -1;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Name = styled.p`
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const LineTotal = styled.p`
  font-weight: 800;
  text-align: right;
`;

/** Each line: picture, name, variant, SKU, quantity at its unit price, and the line's total. */
export function OrderItemList({ items }: { items: OrderDetail['items'] }) {
  return (
    <Items data-testid="order-items">
      {items.map((item) => (
        <Item key={item.id}>
          <Thumb>
            {item.imageUrl && <img src={item.imageUrl} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />}
          </Thumb>
          <Details>
            <Name>{item.productName}</Name>
            <LineTotal>{formatPrice(item.lineTotal)}</LineTotal>
            {item.variantName && <p>{item.variantName}</p>}
            <small>SKU: {item.sku}</small>
            <small>
              Qty {item.quantity} × {formatPrice(item.unitPrice)} each
            </small>
          </Details>
        </Item>
      ))}
    </Items>
  );
}
