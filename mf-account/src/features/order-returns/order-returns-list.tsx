import styled from 'styled-components';
import type { OrderReturn } from '@ps/shared/schemas';
import { RETURN_STATUS_LABELS, WITHDRAWABLE_RETURN_STATUSES, formatPrice } from '@ps/shared/rules';
import { Panel } from '../../ui/panel';
import { WithdrawRequest } from './withdraw-request';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** Where a dearer exchange's difference stands: due, paid, or undone by a withdrawal. */
function chargeNote(request: OrderReturn): string {
  if (request.status === 'withdrawn') {
    return request.refunded === null
      ? 'no longer due, as the exchange was withdrawn.'
      : 'refunded when you withdrew it.';
  }
  return request.balanceDue > 0
    ? `we send the replacement once the ${formatPrice(request.balanceDue)} due is paid (the pay link is in our e-mail).`
    : 'paid.';
}

/**
 * Each request with the steps taken so far: the returns' part of the order's timeline. One that
 * nothing has come back for yet can be withdrawn (`email` proves a guest's order, as for a request).
 */
export function OrderReturnsList({ returns, email }: { returns: OrderReturn[]; email: string | undefined }) {
  return (
    <>
      {returns.map((request) => (
        <Panel key={request.id} aria-labelledby={`return-${request.id}`} data-testid="order-return">
          <h2 id={`return-${request.id}`}>
            {request.kind === 'exchange' ? 'Exchange' : 'Return'} {request.id}: {RETURN_STATUS_LABELS[request.status]}
          </h2>
          <p>
            {request.lines.map((line) => `${line.quantity} × ${line.productName} (${line.variantName})`).join(', ')}
            {request.replacement ? ` for ${request.replacement.variantName}` : ''}
          </p>
          {request.staffMessage && <p>From the crew: {request.staffMessage}</p>}
          {request.refunded !== null && <p>Refunded: {formatPrice(request.refunded)}</p>}
          {request.charged !== null && (
            <p>
              Costs {formatPrice(request.charged)} more: {chargeNote(request)}
            </p>
          )}
          {request.shipment && (
            <p>
              Replacement on its way:{' '}
              <a href={request.shipment.trackingUrl} target="_blank" rel="noreferrer">
                {request.shipment.carrierName} {request.shipment.trackingNumber}
              </a>
            </p>
          )}
          <Steps aria-label="Steps">
            {request.steps.map((step) => (
              <li key={step.status}>
                {step.title} · <time dateTime={step.at}>{dateOf(step.at)}</time>
              </li>
            ))}
          </Steps>
          {WITHDRAWABLE_RETURN_STATUSES.includes(request.status) && <WithdrawRequest request={request} email={email} />}
        </Panel>
      ))}
    </>
  );
}
