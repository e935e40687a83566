import styled from 'styled-components';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { OrderStatusBadge, PaymentStatusBadge } from '@ps/shared/kit';
import { PageHeader } from '../../../ui/admin-page';
import { formatDateTime } from '../../../ui/format';
import { invoicePdfUrl } from '../api/invoice-pdf-url';
import type { PrintKind } from '../print/printable-order';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';
import { canRefund } from '../refund/refundable';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  text-decoration: none;
`;

/** The dialogs the order page opens over itself. */
export type OrderDialog = 'status' | 'refund' | 'mail' | 'address' | 'lines';

interface Props {
  order: AdminOrderDetail;
  onOpen: (dialog: OrderDialog) => void;
  onPrint: (kind: PrintKind) => void;
}

export function OrderDetailHeader({ order, onOpen, onPrint }: Props) {
  const mayFulfil = useStaffMay('orders.fulfil');
  const mayRefund = useStaffMay('orders.refund');
  return (
    <PageHeader>
      <div>
        <h1>Order {order.orderNumber}</h1>
        <Badges>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </Badges>
      </div>
      <Actions>
        <Button $variant="secondary" onClick={() => onPrint('invoice')}>
          Print invoice
        </Button>
        <Button $variant="secondary" onClick={() => onPrint('packing-slip')}>
          Packing slip
        </Button>
        <DownloadLink href={invoicePdfUrl(order.id)} download>
          Download PDF
        </DownloadLink>
        {mayFulfil && !order.anonymised && (
          <Button $variant="secondary" onClick={() => onOpen('mail')}>
            Resend e-mail
          </Button>
        )}
        {mayFulfil && order.editable && (
          <>
            <Button $variant="secondary" onClick={() => onOpen('address')}>
              Change address
            </Button>
            <Button $variant="secondary" onClick={() => onOpen('lines')}>
              Change items
            </Button>
          </>
        )}
        {mayRefund && canRefund(order) && (
          <Button $variant="secondary" onClick={() => onOpen('refund')}>
            Refund items
          </Button>
        )}
        {mayFulfil && <Button onClick={() => onOpen('status')}>Update Status</Button>}
      </Actions>
    </PageHeader>
  );
}
