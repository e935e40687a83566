import type { MailMessage } from '../../platform/mail/mailer';
import { unsubscribeHeaders } from '../newsletter';
import { escapeHtml } from '../../platform/mail/escape-html';
import { CONFIRM_LINK_TTL_DAYS, type BackInStockVariant } from './repository';

type Item = Pick<BackInStockVariant, 'productName' | 'variantName' | 'slug'>;

const itemName = (item: Item) => `${item.productName} (${item.variantName})`;
const productUrl = (siteOrigin: string, slug: string) => `${siteOrigin}/store/${encodeURIComponent(slug)}`;

/** A page with a button: opening the link alone (a mail scanner) confirms nothing. */
export const confirmPageUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin}/api/back-in-stock/confirm?token=${encodeURIComponent(token)}`;

export const unsubscribeUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin}/api/back-in-stock/unsubscribe?token=${encodeURIComponent(token)}`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;text-decoration:none;border-radius:6px">${label}</a></p>`;

interface Link {
  href: string;
  label: string;
}

/** `small` is the fine print; its `link` (the unsubscribe) is a real link in the HTML. */
function mail(to: string, subject: string, paragraphs: string[], action: Link, small: { text: string; link?: Link }) {
  const smallText = small.link ? `${small.text} ${small.link.label}: ${small.link.href}` : small.text;
  const smallHtml = small.link
    ? `${escapeHtml(small.text)} <a href="${escapeHtml(small.link.href)}">${small.link.label}</a>`
    : escapeHtml(small.text);
  return {
    to,
    subject,
    text: ['Hey there,', '', ...paragraphs, `${action.label}: ${action.href}`, '', smallText, '', '- Panic Squad'].join(
      '\n',
    ),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      `<h1 style="font-size:24px">${escapeHtml(subject)}</h1>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      button(action.href, action.label),
      `<p style="font-size:12px;color:#555">${smallHtml}</p>`,
      '</div>',
    ].join(''),
  };
}

/** Asks the fan to confirm; nothing else is sent to the address until they do. */
export function confirmMail(email: string, item: Item, token: string, siteOrigin: string): MailMessage {
  return mail(
    email,
    'Confirm your back-in-stock alert',
    [`Someone (hopefully you) asked us to e-mail this address once ${itemName(item)} is back in stock.`],
    { href: confirmPageUrl(siteOrigin, token), label: 'Confirm the alert' },
    {
      text: `The link works for ${CONFIRM_LINK_TTL_DAYS} days. If it was not you, ignore this e-mail: you will not hear from us.`,
    },
  );
}

/** The one mail a request gets, with a one-click unsubscribe for the rest of the alert's life. */
export function backInStockMail(email: string, item: Item, unsubscribeToken: string, siteOrigin: string): MailMessage {
  const unsubscribe = unsubscribeUrl(siteOrigin, unsubscribeToken);
  const message = mail(
    email,
    `${item.productName} is back in stock`,
    [
      `${itemName(item)} is back in stock. Units go to whoever checks out first, so it may sell out again.`,
      'This is the only e-mail this alert sends.',
    ],
    { href: productUrl(siteOrigin, item.slug), label: 'See it in the store' },
    { text: 'Not for you any more?', link: { href: unsubscribe, label: 'Unsubscribe with one click' } },
  );
  return { ...message, headers: unsubscribeHeaders(unsubscribe) };
}
