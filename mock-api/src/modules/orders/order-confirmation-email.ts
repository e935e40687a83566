import { formatPrice } from '@ps/shared/rules';
import { SHIPPING_METHOD_DETAILS } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';
import type { OrderRecord } from './repository';

interface ConfirmedLine {
  productName: string;
  variantName: string;
  quantity: number;
  lineTotalCents: number;
}

const money = (cents: number) => formatPrice(centsToDollars(cents));

function summaryRows(order: OrderRecord, lines: readonly ConfirmedLine[]): [string, string][] {
  return [
    ...lines.map((line): [string, string] => [
      `${line.quantity} × ${line.productName} (${line.variantName})`,
      money(line.lineTotalCents),
    ]),
    ['Subtotal', money(order.subtotalCents)],
    ['Shipping', order.shippingCents === 0 ? 'FREE' : money(order.shippingCents)],
    ['Tax', money(order.taxCents)],
    ...(order.discountCents > 0
      ? [
          [order.promoCode ? `Discount (${order.promoCode})` : 'Discount', `−${money(order.discountCents)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Total', money(order.totalCents)],
  ];
}

/** "Order Confirmed": what was bought, where it goes, when it should arrive, and where to track it. */
export function orderConfirmationEmail(
  order: OrderRecord,
  lines: readonly ConfirmedLine[],
  siteUrl: string,
): MailMessage {
  const trackUrl = `${siteUrl}/track/${order.orderNumber}`;
  const { address1, address2, city, state, postalCode, country } = order.shippingAddress;
  const address = [address1, address2, `${city}, ${state} ${postalCode}`, country].filter(Boolean) as string[];
  const method = SHIPPING_METHOD_DETAILS[order.shippingMethod].name;
  const rows = summaryRows(order, lines);
  const text = [
    `Hi ${order.customerFirstName},`,
    '',
    `Thanks for your order! Order ${order.orderNumber} is confirmed.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${method} to:`,
    ...address,
    `Estimated delivery: ${order.estimatedDelivery}`,
    '',
    `Track your order: ${trackUrl}`,
    '',
    'Panic Squad',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(order.customerFirstName)},</p>`,
    `<p>Thanks for your order! Order <strong>${order.orderNumber}</strong> is confirmed.</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(method)} to:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p>Estimated delivery: ${order.estimatedDelivery}</p>`,
    `<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>`,
  ].join('\n');
  return { to: order.customerEmail, subject: `Order confirmed: ${order.orderNumber}`, text, html };
}
