import { createPortal } from 'react-dom';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { InvoiceDocument } from './invoice-document';
import { PackingSlipDocument } from './packing-slip-document';
import { PrintOnlyDocument } from './print-styles';

export type PrintKind = 'invoice' | 'packing-slip';

/**
 * The document the printer gets, mounted beside the app under <body> so print CSS can
 * hide everything else; hidden on screen.
 */
export function PrintableOrder({ order, kind }: { order: AdminOrderDetail; kind: PrintKind }) {
  return createPortal(
    <div data-print-document={kind}>
      <PrintOnlyDocument />
      {kind === 'invoice' ? <InvoiceDocument order={order} /> : <PackingSlipDocument order={order} />}
    </div>,
    document.body,
  );
}
