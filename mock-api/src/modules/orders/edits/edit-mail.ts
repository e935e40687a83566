import { formatPrice } from '@ps/shared/rules';
import type { MailKind, MailMessage } from '../../../db/outbox-tables';
import { centsToDollars } from '../../../lib/money';
import { render, type Paragraph, type StatusMailOrder } from '../console/status-emails';
import type { Settlement } from './settle-difference';

const money = (cents: number) => formatPrice(centsToDollars(cents));

/** Where the customer pays what an edit added: the order's own page, with the link's secret. */
export const balanceLinkOf = (siteUrl: string, orderNumber: string, token: string) =>
  `${siteUrl}/account/orders/${orderNumber}/pay?token=${encodeURIComponent(token)}`;

function moneyParagraphs(order: StatusMailOrder, settlement: Settlement, siteUrl: string): Paragraph[] {
  if (settlement.refundedCents > 0) {
    return [
      {
        text: `We refunded ${money(settlement.refundedCents)} to your card. Banks take up to 10 business days to show it.`,
      },
    ];
  }
  if (settlement.balanceToken) {
    const url = balanceLinkOf(siteUrl, order.orderNumber, settlement.balanceToken);
    return [
      { text: `The change adds ${money(settlement.balanceDueCents)} to your order.` },
      {
        text: `Pay ${money(settlement.balanceDueCents)}: ${url}`,
        link: { label: `Pay ${money(settlement.balanceDueCents)}`, url },
      },
    ];
  }
  return [];
}

/** The one e-mail an edit sends: what changed, the new total, and what it means for the customer's money. */
export function orderChangedEmail(
  order: StatusMailOrder,
  summary: string,
  settlement: Settlement,
  siteUrl: string,
): { kind: MailKind; message: MailMessage } {
  const paragraphs: Paragraph[] = [
    { text: `We changed your order: ${summary}` },
    { text: `Your order total is now ${money(order.totalCents)}.` },
    ...moneyParagraphs(order, settlement, siteUrl),
  ];
  return { kind: 'order_changed', message: render(order, 'Your order was changed', paragraphs, siteUrl) };
}
