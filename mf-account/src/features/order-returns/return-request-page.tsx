import styled from 'styled-components';
import { useParams } from '@ps/shared/router';
import type { OrderReturnsResponse } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, Container, Skeleton } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { useOrderLookup } from '../../lib/orders-api/use-order-lookup';
import { MessagePanel } from '../../ui/message-panel';
import { Panel } from '../../ui/panel';
import { RevealOrderForm } from '../../ui/reveal-order-form';
import { useOrderReturns } from './get-order-returns';
import { OrderReturnsList } from './order-returns-list';
import { useRequestReturn } from './request-return';
import { ReturnRequestForm } from './return-request-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 720px;
`;

function whyNoRequest({ days, closesAt }: OrderReturnsResponse['window']): string {
  if (closesAt === null) return 'A return or an exchange can be asked for once the order is delivered.';
  if (new Date(closesAt).getTime() <= Date.now()) return `The ${days}-day returns window for this order has closed.`;
  return 'Every item of this order is already in a request or refunded.';
}

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** Return or exchange items of a delivered order, within the returns window; the requests so far below. */
export function ReturnRequestPage() {
  const orderNumber = normalizeOrderNumber(useParams().orderNumber ?? '');
  usePageMeta({
    title: `Return or exchange · Order ${orderNumber}`,
    description: 'Ask to return items of a delivered Panic Squad order, or exchange one for another option.',
  });
  const lookup = useOrderLookup(orderNumber);
  const masked = lookup.query.data?.masked ?? true;
  const returns = useOrderReturns(orderNumber, lookup.email, lookup.query.isSuccess && !masked);
  const request = useRequestReturn(orderNumber);

  const back = (
    <ButtonLink $variant="secondary" to={`/account/orders/${orderNumber}`}>
      Back to the order
    </ButtonLink>
  );
  return (
    <main>
      <Container>
        <Stack>
          <h1>Return or exchange</h1>
          <p>Order {orderNumber}</p>
          {lookup.query.isPending && <Skeleton $height="240px" />}
          {lookup.query.isError && (
            <MessagePanel headingLevel={2} tone="panic" title="Order Not Found" message="We couldn't find this order.">
              {back}
            </MessagePanel>
          )}
          {lookup.query.isSuccess && masked && (
            <RevealOrderForm onReveal={lookup.reveal} checking={lookup.query.isFetching} />
          )}
          {returns.isPending && !masked && lookup.query.isSuccess && <Skeleton $height="240px" />}
          {returns.isError && <p role="alert">{returns.error.message}</p>}
          {returns.data && (
            <>
              {request.isSuccess && (
                <p role="status">
                  We have your request and e-mailed you a copy. Please wait for our answer before sending anything.
                </p>
              )}
              <OrderReturnsList returns={returns.data.returns} email={lookup.email} />
              {returns.data.window.open && returns.data.lines.some((line) => line.returnable > 0) ? (
                <Panel aria-labelledby="new-return">
                  <h2 id="new-return">New request</h2>
                  <p>
                    You can ask until {dateOf(returns.data.window.closesAt ?? '')} ({returns.data.window.days} days from
                    delivery).
                  </p>
                  <ReturnRequestForm
                    key={returns.data.returns.length}
                    lines={returns.data.lines}
                    email={lookup.email}
                    onSubmit={(body) => request.mutateAsync(body)}
                  />
                </Panel>
              ) : (
                <p>{whyNoRequest(returns.data.window)}</p>
              )}
              {back}
            </>
          )}
        </Stack>
      </Container>
    </main>
  );
}
