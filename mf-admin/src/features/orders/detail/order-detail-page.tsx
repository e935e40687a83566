import { useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { idParamSchema } from '@ps/shared/schemas';
import { Link, useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { useAdminOrder } from '../api/get-admin-order';
import { PrintableOrder } from '../print/printable-order';
import { usePrint } from '../print/use-print';
import { RefundDialog } from '../refund/refund-dialog';
import { UpdateStatusDialog } from '../status/update-status-dialog';
import { CorrectTrackingDialog } from '../follow-up/correct-tracking-dialog';
import { ResendMailDialog } from '../follow-up/resend-mail-dialog';
import { OrderDetailHeader, type OrderDialog } from './order-detail-header';
import { OrderDetailSections } from './order-detail-sections';
import { useRecordTitle } from '../../../lib/record-titles';

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
`;

function NotFound() {
  return (
    <AdminPage>
      <Card>
        <h1>Order not found</h1>
        <p>The order you&apos;re looking for could not be found.</p>
        <Back to="/admin/orders">Back to Orders</Back>
      </Card>
    </AdminPage>
  );
}

export function OrderDetailPage() {
  const id = idParamSchema.safeParse(useParams().id ?? '').data;
  return id === undefined ? <NotFound /> : <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const order = useAdminOrder(id);
  useRecordTitle(order.data?.order.orderNumber);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const printing = usePrint();
  usePageMeta({
    title: order.data ? `${order.data.order.orderNumber} · Orders` : 'Order · Staff console',
    description: 'One order in full: status, payment, timeline and notes.',
  });
  if (order.isPending) {
    return (
      <AdminPage aria-busy="true">
        <Skeleton $height="64px" />
        <Skeleton $height="320px" />
      </AdminPage>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <NotFound />;
    return (
      <AdminPage>
        <ErrorFallback
          title="Order not found"
          message="We couldn't load this order. Please try again."
          onRetry={() => void order.refetch()}
        />
      </AdminPage>
    );
  }
  const detail = order.data.order;
  return (
    <AdminPage>
      <Back to="/admin/orders">← Back to Orders</Back>
      <OrderDetailHeader order={detail} onOpen={setDialog} onPrint={printing.print} />
      <OrderDetailSections order={detail} />
      {dialog === 'status' && <UpdateStatusDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'tracking' && detail.shipment && (
        <CorrectTrackingDialog order={detail} shipment={detail.shipment} onClose={() => setDialog(null)} />
      )}
      {dialog === 'mail' && <ResendMailDialog order={detail} onClose={() => setDialog(null)} />}
      <PrintableOrder order={detail} kind={printing.kind} />
    </AdminPage>
  );
}
