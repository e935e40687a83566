import { useState } from 'react';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { AdminPage } from '../../../ui/admin-page';
import { BackLink, RecordNotFound } from '../../../ui/record-not-found';
import { RecordStates } from '../../../ui/record-states';
import { useAdminOrder } from '../api/get-admin-order';
import { PrintableOrder } from '../print/printable-order';
import { usePrint } from '../print/use-print';
import { RefundDialog } from '../refund/refund-dialog';
import { UpdateStatusDialog } from '../status/update-status-dialog';
import { ResendMailDialog } from '../follow-up/resend-mail-dialog';
import { EditAddressDialog } from '../edit/edit-address-dialog';
import { EditLinesDialog } from '../edit/edit-lines-dialog';
import { OrderDetailHeader, type OrderDialog } from './order-detail-header';
import { OrderDetailSections } from './order-detail-sections';
import { useRecordTitle } from '../../../lib/record-titles';

const notFound = (
  <RecordNotFound title="Order not found" back={{ to: '/admin/orders', label: 'Orders' }}>
    The order you&apos;re looking for could not be found.
  </RecordNotFound>
);

export function OrderDetailPage() {
  const id = idParamSchema.safeParse(useParams().id ?? '').data;
  return id === undefined ? notFound : <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const order = useAdminOrder(id);
  useRecordTitle(order.data?.order.orderNumber);
  usePageMeta({
    title: order.data ? `${order.data.order.orderNumber} · Orders` : 'Order · Staff console',
    description: 'One order in full: status, payment, timeline and notes.',
  });
  return (
    <RecordStates
      query={order}
      placeholder={['64px', '320px']}
      failure={{ title: 'Order not found', message: "We couldn't load this order. Please try again." }}
      notFound={notFound}
    >
      {({ order: detail }) => <OrderDetailView detail={detail} />}
    </RecordStates>
  );
}

function OrderDetailView({ detail }: { detail: AdminOrderDetail }) {
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const printing = usePrint();
  return (
    <AdminPage>
      <BackLink to="/admin/orders">← Back to Orders</BackLink>
      <OrderDetailHeader order={detail} onOpen={setDialog} onPrint={printing.print} />
      <OrderDetailSections order={detail} />
      {dialog === 'status' && <UpdateStatusDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'mail' && <ResendMailDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'address' && <EditAddressDialog order={detail} onClose={() => setDialog(null)} />}
      {dialog === 'lines' && <EditLinesDialog order={detail} onClose={() => setDialog(null)} />}
      <PrintableOrder order={detail} kind={printing.kind} />
    </AdminPage>
  );
}
