import PDFDocument from 'pdfkit';
import { BAND_NAME, formatPrice } from '@ps/shared/rules';
import { CARRIERS, PAYMENT_STATUS_NAMES, paymentMethodLabel } from '@ps/shared/schemas';
import { centsToDollars } from '../../../../lib/money';
import type { InvoiceAddress, InvoiceOrder } from './invoice-order';

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter, in points
const RIGHT = PAGE_WIDTH - MARGIN;
/** Where the quantity, unit price and line total columns end. */
const COLUMNS = { item: MARGIN, quantity: 360, unit: 450, total: RIGHT } as const;
const MUTED = '#555555';

const money = (cents: number) => formatPrice(centsToDollars(cents));
const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function addressLines(address: InvoiceAddress): string[] {
  const name = [address.firstName, address.lastName].join(' ');
  const cityLine = `${address.city}, ${address.state} ${address.postalCode}`;
  return [name, address.company, address.address1, address.address2, cityLine, address.country].filter(
    (line): line is string => Boolean(line),
  );
}

function header(doc: PDFKit.PDFDocument, order: InvoiceOrder, issuedAt: Date): void {
  doc.font('Helvetica-Bold').fontSize(20).text(BAND_NAME, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Invoice', MARGIN, MARGIN + 26);
  const facts = [
    `Order ${order.orderNumber}`,
    `Order date: ${day(order.createdAt)}`,
    `Invoice date: ${day(issuedAt)}`,
    ...(order.shippedAt ? [`Shipped: ${day(order.shippedAt)}`] : []),
  ];
  doc.fillColor('black').text(facts.join('\n'), 300, MARGIN, { width: RIGHT - 300, align: 'right' });
}

function people(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  const top = 140;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(title, x, top);
    doc.font('Helvetica').text(lines.join('\n'), x, top + 14, { width: 240 });
  };
  block('Bill to', [...addressLines(order.billingAddress), order.customerEmail], MARGIN);
  block('Ship to', addressLines(order.shippingAddress), 310);
  doc.y = Math.max(doc.y, top + 110);
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(cells[0], COLUMNS.item, y, { width: COLUMNS.quantity - COLUMNS.item - 60 });
  const bottom = doc.y;
  doc.text(cells[1], COLUMNS.quantity - 50, y, { width: 50, align: 'right' });
  doc.text(cells[2], COLUMNS.unit - 80, y, { width: 80, align: 'right' });
  doc.text(cells[3], COLUMNS.total - 90, y, { width: 90, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 6;
}

function lines(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  row(doc, ['Item', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(RIGHT, doc.y - 3)
    .strokeColor('#999999')
    .stroke();
  for (const line of order.lines) {
    const name = `${line.productName} (${line.variantName})\nSKU ${line.sku}`;
    row(doc, [name, String(line.quantity), money(line.unitPriceCents), money(line.lineTotalCents)]);
  }
}

function totals(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  const taxRate = `${(order.taxRateBasisPoints / 100).toFixed(2)}%`;
  const entries: [string, string][] = [
    ['Subtotal', money(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [
          [order.promoCode ? `Discount (${order.promoCode})` : 'Discount', `-${money(order.discountCents)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Shipping', money(order.shippingCents)],
    [`Tax (${order.taxJurisdiction}, ${taxRate})`, money(order.taxCents)],
  ];
  doc.moveDown(0.5);
  for (const [label, amount] of entries) row(doc, [label, '', '', amount]);
  row(doc, ['Total', '', '', money(order.totalCents)], true);
  if (order.refundedCents > 0) row(doc, ['Refunded', '', '', `-${money(order.refundedCents)}`]);
}

function payment(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  const method = paymentMethodLabel({
    type: order.paymentMethodType,
    brand: order.paymentBrand,
    last4: order.paymentLast4,
  });
  const shipment =
    order.carrier && order.trackingNumber
      ? [`Shipped with ${CARRIERS[order.carrier].name}, tracking number ${order.trackingNumber}`]
      : [];
  doc.moveDown(1).font('Helvetica').fontSize(10).fillColor(MUTED);
  const paid = `Payment status: ${PAYMENT_STATUS_NAMES[order.paymentStatus]}, paid with ${method}`;
  doc.text([paid, ...shipment].join('\n'), MARGIN);
}

/**
 * The order's invoice as a PDF, in the standard Helvetica that every PDF reader has
 * built in: nothing is embedded or downloaded. Ends the document; pipe it before.
 */
export function renderInvoicePdf(order: InvoiceOrder, issuedAt: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${order.orderNumber}`, Author: BAND_NAME },
  });
  header(doc, order, issuedAt);
  people(doc, order);
  lines(doc, order);
  totals(doc, order);
  payment(doc, order);
  return doc;
}
