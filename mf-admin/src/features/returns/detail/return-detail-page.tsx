import styled from 'styled-components';
import { useParams } from '@ps/shared/router';
import { Link } from '@ps/shared/router';
import { idParamSchema } from '@ps/shared/schemas';
import type { AdminReturn, StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { Facts } from '../../../ui/facts';
import { formatDateTime, money } from '../../../ui/format';
import { BackLink, RecordNotFound } from '../../../ui/record-not-found';
import { RecordStates } from '../../../ui/record-states';
import { useRecordTitle } from '../../../lib/record-titles';
import { useReturn } from '../api/get-return';
import { ReturnStatusBadge } from '../return-status-badge';
import { ReturnActions } from './return-actions';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Where a dearer exchange's difference stands: due, paid, or undone by a withdrawal. */
function chargeNote(request: AdminReturn): string {
  if (request.status === 'withdrawn') {
    return request.refunded === null ? ' · no longer due (withdrawn)' : ' · refunded when withdrawn';
  }
  return request.balanceDue > 0 ? ` · ${money(request.balanceDue)} still due from the customer` : ' · paid';
}

const notFound = (
  <RecordNotFound title="Return not found" back={{ to: '/admin/returns', label: 'Returns' }}>
    No return or exchange has this number.
  </RecordNotFound>
);

export function ReturnDetailPage({ user }: { user: StaffUser }) {
  const id = idParamSchema.safeParse(useParams().id ?? '').data;
  return id === undefined ? notFound : <ReturnDetail id={id} user={user} />;
}

function ReturnDetail({ id, user }: { id: number; user: StaffUser }) {
  const request = useReturn(id);
  const title = request.data ? `${request.data.return.kind === 'exchange' ? 'Exchange' : 'Return'} ${id}` : undefined;
  useRecordTitle(title);
  usePageMeta({
    title: `${title ?? 'Return'} · Staff console`,
    description: 'One return or exchange: its items, its steps and the next one to take.',
  });
  return (
    <RecordStates
      query={request}
      placeholder={['64px', '320px']}
      failure={{ title: 'Failed to fetch the return', message: "We couldn't load this return. Please try again." }}
      notFound={notFound}
      back={{ to: '/admin/returns', label: 'Returns' }}
    >
      {({ return: detail }) => <ReturnDetailView request={detail} user={user} />}
    </RecordStates>
  );
}

function ReturnDetailView({ request, user }: { request: AdminReturn; user: StaffUser }) {
  return (
    <AdminPage>
      <BackLink to="/admin/returns">← Back to Returns</BackLink>
      <PageHeader>
        <h1>
          {request.kind === 'exchange' ? 'Exchange' : 'Return'} {request.id}{' '}
          <ReturnStatusBadge status={request.status} />
        </h1>
        <div>
          <ReturnActions request={request} user={user} />
        </div>
      </PageHeader>
      <p>
        Approve or refuse the request, mark its parcel received (good or damaged), then refund what came back good or
        send the exchange’s replacement; the customer is e-mailed at each step.
      </p>
      <Columns>
        <Card aria-labelledby="return-facts">
          <h2 id="return-facts">Request</h2>
          <Facts>
            <dt>Order</dt>
            <dd>
              <Link to={`/admin/orders/${request.orderId}`}>{request.orderNumber}</Link>
            </dd>
            <dt>Customer</dt>
            <dd>
              {request.customerName} ({request.customerEmail})
            </dd>
            <dt>Reason</dt>
            <dd>{request.reason}</dd>
            {request.replacement && (
              <>
                <dt>Wants instead</dt>
                <dd>{request.replacement.variantName}</dd>
              </>
            )}
            {request.staffMessage && (
              <>
                <dt>Our message</dt>
                <dd>{request.staffMessage}</dd>
              </>
            )}
            {request.refunded !== null && (
              <>
                <dt>Refunded</dt>
                <dd>{money(request.refunded)}</dd>
              </>
            )}
            {request.charged !== null && (
              <>
                <dt>Costs more</dt>
                <dd>
                  {money(request.charged)}
                  {chargeNote(request)}
                </dd>
              </>
            )}
            {request.shipment && (
              <>
                <dt>Replacement sent with</dt>
                <dd>
                  <a href={request.shipment.trackingUrl} target="_blank" rel="noreferrer">
                    {request.shipment.carrierName} {request.shipment.trackingNumber}
                  </a>
                </dd>
              </>
            )}
          </Facts>
        </Card>
        <Card aria-labelledby="return-items">
          <h2 id="return-items">Items</h2>
          <ul>
            {request.lines.map((line) => (
              <li key={line.itemId}>
                {line.quantity} × {line.productName} ({line.variantName})
                {line.goodQuantity !== null &&
                  ` · ${line.goodQuantity} good, ${line.quantity - line.goodQuantity} damaged`}
              </li>
            ))}
          </ul>
        </Card>
        <Card aria-labelledby="return-steps">
          <h2 id="return-steps">Steps</h2>
          <Steps>
            {request.steps.map((step) => (
              <li key={step.status}>
                {step.title} · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </li>
            ))}
          </Steps>
        </Card>
      </Columns>
    </AdminPage>
  );
}
