import styled from 'styled-components';
import type { OrderDetail } from '@ps/shared/schemas';
import { useReturnWindowDays } from '@ps/shared/support';
import { ButtonLink } from '@ps/shared/ui';
import { offersReturn } from '../../lib/order-model/order-visibility';
import { useOrderDate } from '../../lib/order-model/use-order-date';
import { Panel } from '../../ui/panel';
import { returnWindowClosesAt } from './return-window-closes';
import { useReturnWindowOpen } from './use-return-window-open';

const Links = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

type Props = Pick<OrderDetail, 'status' | 'orderNumber' | 'timeline'>;

/**
 * Contact Support starts the message already about this order; Return/Exchange is offered while
 * the returns window staff set is open (the request page and the server check it again).
 */
export function OrderHelpCard({ status, orderNumber, timeline }: Props) {
  const closesAt = returnWindowClosesAt(timeline, useReturnWindowDays());
  const open = useReturnWindowOpen(closesAt) && offersReturn(status);
  const contact = `/contact?${new URLSearchParams({ topic: 'order', order: orderNumber }).toString()}`;
  return (
    <Panel aria-labelledby="order-help-title" data-print-hidden>
      <h2 id="order-help-title">Need Help?</h2>
      <p>Questions about this order? Our crew answers faster than a panic attack.</p>
      <Links>
        <ButtonLink $variant="secondary" to={contact}>
          Contact Support
        </ButtonLink>
        {open && (
          <ButtonLink $variant="secondary" to={`/account/orders/${orderNumber}/return`}>
            Return/Exchange
          </ButtonLink>
        )}
        {open && closesAt && <ReturnUntil closesAt={closesAt} />}
        <ButtonLink to="/store">Shop Again</ButtonLink>
      </Links>
    </Panel>
  );
}

function ReturnUntil({ closesAt }: { closesAt: string }) {
  return <p>Returns and exchanges are open until {useOrderDate(closesAt)}.</p>;
}
