import { formatPrice } from '@ps/shared/rules';
import { CARRIERS, trackingUrlOf, type Carrier, type OrderStatus, type PaymentStatus } from '@ps/shared/schemas';
import type { MailKind } from '../../../db/outbox-tables';
import { centsToDollars } from '../../../lib/money';
import { escapeHtml } from '../../../platform/mail/escape-html';
import type { MailMessage } from '../../../platform/mail/mailer';

export interface StatusMailOrder {
  orderNumber: string;
  customerEmail: string;
  customerFirstName: string;
  totalCents: number;
  /** Refunded so far, this change included, and before it. */
  refundedCents: number;
  refundedBeforeCents: number;
  carrier: Carrier | null;
  trackingNumber: string | null;
  paymentStatus: PaymentStatus;
}

/** A paragraph of the mail: plain text, and the same with an optional link for the HTML part. */
export interface Paragraph {
  text: string;
  link?: { label: string; url: string };
}

/** Who an order's mail goes to: enough for any mail about the order, not only its status. */
export type OrderMailRecipient = Pick<StatusMailOrder, 'orderNumber' | 'customerEmail' | 'customerFirstName'>;

export function render(
  order: OrderMailRecipient,
  subject: string,
  paragraphs: Paragraph[],
  siteUrl: string,
): MailMessage {
  const trackUrl = `${siteUrl}/track/${order.orderNumber}`;
  const all: Paragraph[] = [
    ...paragraphs,
    { text: `Order ${order.orderNumber}: ${trackUrl}`, link: { label: 'See your order', url: trackUrl } },
  ];
  const text = [
    `Hi ${order.customerFirstName},`,
    '',
    ...all.flatMap((paragraph) => [paragraph.text, '']),
    'Panic Squad',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(order.customerFirstName)},</p>`,
    ...all.map((paragraph) =>
      paragraph.link
        ? `<p><a href="${escapeHtml(paragraph.link.url)}">${escapeHtml(paragraph.link.label)}</a></p>`
        : `<p>${escapeHtml(paragraph.text)}</p>`,
    ),
  ].join('\n');
  return { to: order.customerEmail, subject: `${subject}: ${order.orderNumber}`, text, html };
}

const money = (cents: number) => formatPrice(centsToDollars(cents));

const refundedToCard = (cents: number): Paragraph => ({
  text: `We refunded ${money(cents)} to your card. Banks take up to 10 business days to show it.`,
});

function moneyBack(order: StatusMailOrder): Paragraph {
  return order.paymentStatus === 'refunded'
    ? refundedToCard(order.refundedCents - order.refundedBeforeCents)
    : { text: 'The hold on your card was released: you were not charged.' };
}

/** The e-mail for a refund of some of an order's items, stating what was given back. */
export function partialRefundEmail(order: StatusMailOrder, refundCents: number, siteUrl: string) {
  const paragraphs = [
    refundedToCard(refundCents),
    { text: `So far ${money(order.refundedCents)} of your ${money(order.totalCents)} order has been refunded.` },
  ];
  return {
    kind: 'order_refunded' as const,
    message: render(order, 'Part of your order was refunded', paragraphs, siteUrl),
  };
}

function shipped(order: StatusMailOrder): Paragraph[] {
  const { carrier, trackingNumber } = order;
  if (!carrier || !trackingNumber) return [{ text: 'Your order is on its way.' }];
  const url = trackingUrlOf(carrier, trackingNumber);
  const name = CARRIERS[carrier].name;
  return [
    { text: `Your order is on its way with ${name}. Tracking number: ${trackingNumber}.` },
    { text: `Follow the parcel with ${name}: ${url}`, link: { label: `Follow the parcel with ${name}`, url } },
  ];
}

type StatusEmail = (order: StatusMailOrder, siteUrl: string) => { kind: MailKind; message: MailMessage };

/** The e-mail each status sends the customer; the other statuses send none. */
export const STATUS_EMAILS: Partial<Record<OrderStatus, StatusEmail>> = {
  shipped: (order, siteUrl) => ({
    kind: 'order_shipped',
    message: render(order, 'Your order has shipped', shipped(order), siteUrl),
  }),
  delivered: (order, siteUrl) => ({
    kind: 'order_delivered',
    message: render(order, 'Your order was delivered', [{ text: 'Your order has arrived. Enjoy!' }], siteUrl),
  }),
  cancelled: (order, siteUrl) => ({
    kind: 'order_cancelled',
    message: render(
      order,
      'Your order was cancelled',
      [{ text: 'We cancelled your order.' }, moneyBack(order)],
      siteUrl,
    ),
  }),
  refunded: (order, siteUrl) => ({
    kind: 'order_refunded',
    message: render(order, 'Your order was refunded', [moneyBack(order)], siteUrl),
  }),
};
