import { CARRIERS, trackingUrlOf, type Carrier } from '@ps/shared/schemas';
import { formatPrice } from '@ps/shared/rules';
import type { MailKind, MailMessage } from '../../../db/outbox-tables';
import { centsToDollars } from '../../../lib/money';
import { render, type Paragraph } from '../console/status-emails';
import { balanceLinkOf } from '../edits';
import type { ReturnRecord } from './return-repository';
import type { UndoneExchange } from './undo-exchange';

type ReturnMail = { kind: MailKind; message: MailMessage };

const mail = (kind: MailKind, request: ReturnRecord, subject: string, paragraphs: Paragraph[], siteUrl: string) => ({
  kind,
  message: render(request, subject, paragraphs, siteUrl),
});

const noun = (request: ReturnRecord) => (request.kind === 'exchange' ? 'exchange' : 'return');

const said = (message: string | null): Paragraph[] => (message ? [{ text: `From the crew: ${message}` }] : []);

/** What a dearer replacement costs more, all that the order owes now, and the secret of its pay link. */
export interface ExchangeCharge {
  amountCents: number;
  dueCents: number;
  token: string;
}

const money = (cents: number) => formatPrice(centsToDollars(cents));

function chargeParagraphs(request: ReturnRecord, charge: ExchangeCharge, siteUrl: string): Paragraph[] {
  const url = balanceLinkOf(siteUrl, request.orderNumber, charge.token);
  return [
    {
      text: `The option you chose costs ${money(charge.amountCents)} more. We send it as soon as you have paid ${money(charge.dueCents)}.`,
    },
    { text: `Pay ${money(charge.dueCents)}: ${url}`, link: { label: `Pay ${money(charge.dueCents)}`, url } },
  ];
}

/** One mail per step of a return or an exchange (decision 072). */
export const RETURN_EMAILS = {
  requested: (request: ReturnRecord, siteUrl: string): ReturnMail =>
    mail(
      'return_requested',
      request,
      `We have your ${noun(request)} request`,
      [
        {
          text: `We have your ${noun(request)} request and will answer it within a few days. Please wait for our answer before sending anything back.`,
        },
      ],
      siteUrl,
    ),

  approved: (request: ReturnRecord, siteUrl: string, charge: ExchangeCharge | null): ReturnMail =>
    mail(
      'return_approved',
      request,
      `Your ${noun(request)} is approved`,
      [
        {
          text: `Your ${noun(request)} is approved. Please send the items back to the address on our returns page, with your order number inside.`,
        },
        ...(request.kind === 'exchange' && request.replacementVariantName
          ? [{ text: `We have put aside ${request.replacementVariantName} for you.` }]
          : []),
        ...(charge ? chargeParagraphs(request, charge, siteUrl) : []),
        ...said(request.staffMessage),
      ],
      siteUrl,
    ),

  refused: (request: ReturnRecord, siteUrl: string): ReturnMail =>
    mail(
      'return_refused',
      request,
      `About your ${noun(request)} request`,
      [{ text: `We cannot accept this ${noun(request)} request.` }, ...said(request.staffMessage)],
      siteUrl,
    ),

  received: (request: ReturnRecord, good: number, damaged: number, siteUrl: string): ReturnMail => {
    const counts = damaged > 0 ? `${good} in good condition and ${damaged} damaged` : `${good} in good condition`;
    const next =
      request.kind === 'exchange'
        ? 'Your replacement goes out next.'
        : good > 0
          ? 'Your refund for what came back in good condition follows.'
          : 'Nothing came back in a condition we can refund.';
    return mail(
      'return_received',
      request,
      'We received your items',
      [{ text: `We received your items: ${counts}. ${next}` }],
      siteUrl,
    );
  },

  sent: (request: ReturnRecord, carrier: Carrier, trackingNumber: string, siteUrl: string): ReturnMail => {
    const { name } = CARRIERS[carrier];
    const url = trackingUrlOf(carrier, trackingNumber);
    return mail(
      'exchange_sent',
      request,
      'Your replacement is on its way',
      [
        { text: `Your replacement is on its way with ${name}. Tracking number: ${trackingNumber}.` },
        { text: `Follow the parcel with ${name}: ${url}`, link: { label: `Follow the parcel with ${name}`, url } },
      ],
      siteUrl,
    );
  },

  withdrawn: (request: ReturnRecord, undone: UndoneExchange, siteUrl: string): ReturnMail => {
    const stillDue = undone.stillDue;
    const link = stillDue ? balanceLinkOf(siteUrl, request.orderNumber, stillDue.token) : null;
    return mail(
      'return_withdrawn',
      request,
      `Your ${noun(request)} request is withdrawn`,
      [
        { text: `Your ${noun(request)} request is withdrawn, as asked. There is nothing to send back for it.` },
        ...(undone.voidedCents > 0
          ? [
              {
                text: `The ${money(undone.voidedCents)} it cost more is no longer due, and its payment link no longer works.`,
              },
            ]
          : []),
        ...(undone.refundedCents > 0
          ? [{ text: `We have refunded the ${money(undone.refundedCents)} you paid for the difference.` }]
          : []),
        ...(stillDue && link
          ? [
              { text: `Still due for other changes to your order: ${money(stillDue.amountCents)}.` },
              {
                text: `Pay ${money(stillDue.amountCents)}: ${link}`,
                link: { label: `Pay ${money(stillDue.amountCents)}`, url: link },
              },
            ]
          : []),
      ],
      siteUrl,
    );
  },
};
