import styled from 'styled-components';
import type { OrderStatus } from '@ps/shared/schemas';
import { ButtonLink } from '@ps/shared/ui';
import { offersReturn } from '../../lib/order-model/order-visibility';
import { Panel } from '../../ui/panel';

const Links = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Contact Support starts the message already about this order. */
export function OrderHelpCard({ status, orderNumber }: { status: OrderStatus; orderNumber: string }) {
  const contact = `/contact?${new URLSearchParams({ topic: 'order', order: orderNumber }).toString()}`;
  return (
    <Panel aria-labelledby="order-help-title" data-print-hidden>
      <h2 id="order-help-title">Need Help?</h2>
      <p>Questions about this order? Our crew answers faster than a panic attack.</p>
      <Links>
        <ButtonLink $variant="secondary" to={contact}>
          Contact Support
        </ButtonLink>
        {offersReturn(status) && (
          <ButtonLink $variant="secondary" to={`/account/orders/${orderNumber}/return`}>
            Return/Exchange
          </ButtonLink>
        )}
        <ButtonLink to="/store">Shop Again</ButtonLink>
      </Links>
    </Panel>
  );
}
