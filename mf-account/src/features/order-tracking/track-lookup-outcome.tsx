import styled from 'styled-components';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';
import { TooManyLookupsError } from '../../lib/orders-api/orders-request';
import type { OrderLookup } from '../../lib/orders-api/use-order-lookup';
import { MessagePanel } from '../../ui/message-panel';
import { TooManyLookups } from '../../ui/too-many-lookups';
import { LOOKING_UP_TEXT } from './tracking-announcement';
import { TrackingResult } from './tracking-result';

const ExampleNumber = styled.strong`
  white-space: nowrap;
`;

const Loading = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.75rem;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.info};
`;

/** Loading, not found, too many lookups or the order itself. */
export function TrackLookupOutcome({ lookup }: { lookup: OrderLookup }) {
  const retrying = lookup.query.isError && lookup.query.isFetching;
  if (lookup.query.isPending || retrying) return <Loading aria-hidden="true">{LOOKING_UP_TEXT}</Loading>;
  if (lookup.query.error instanceof TooManyLookupsError) return <TooManyLookups />;
  if (lookup.query.isError) {
    return (
      <MessagePanel
        tone="panic"
        title="Order Not Found"
        message="We couldn't find an order with that number. Please double-check and try again."
        detail={
          <>
            Order numbers look like <ExampleNumber>{ORDER_NUMBER_EXAMPLE}</ExampleNumber>.
          </>
        }
      >
        {lookup.email && (
          <Button $variant="secondary" onClick={lookup.forgetEmail}>
            Try Another Email
          </Button>
        )}
      </MessagePanel>
    );
  }
  return (
    <TrackingResult
      response={lookup.query.data}
      onReveal={lookup.reveal}
      checkingEmail={lookup.query.isPlaceholderData && lookup.query.isFetching}
    />
  );
}
