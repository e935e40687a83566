import styled from 'styled-components';
import { ButtonLink } from '@ps/shared/ui';
import { useCheckoutSessionIdStore } from '../lib/checkout-flow/checkout-session-id';
import { Panel } from './panel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface Props {
  sessionId: string;
  orderNumber: string | null;
}

/** A checkout finished elsewhere (another tab or window): say so, and name the browser's next checkout. */
export function OrderAlreadyPlaced({ sessionId, orderNumber }: Props) {
  const prepareNext = useCheckoutSessionIdStore((state) => state.prepareNext);
  const moveOn = () => prepareNext(sessionId);
  return (
    <Panel aria-labelledby="already-placed-heading" data-testid="order-already-placed">
      <h2 id="already-placed-heading">This order was already placed</h2>
      <p role="status">
        {orderNumber ? (
          <>
            Order <strong>{orderNumber}</strong> was placed from this checkout
          </>
        ) : (
          'An order was placed from this checkout'
        )}
        , perhaps in another tab or window. Nothing more was charged here.
      </p>
      <Actions>
        {orderNumber && (
          <ButtonLink to={`/checkout/success?order=${encodeURIComponent(orderNumber)}`} onClick={moveOn}>
            View order {orderNumber}
          </ButtonLink>
        )}
        <ButtonLink to="/store" $variant="secondary" onClick={moveOn}>
          Continue Shopping
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
