import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { PendingSubscriber } from './repository';
import { CONFIRM_LINK_TTL_DAYS } from './repository';

/** The site's page that confirms: a page, not an API link, so mail scanners that open links confirm nothing. */
export const confirmPageUrl = (siteOrigin: string, token: string) =>
  `${siteOrigin}/newsletter/confirm?token=${encodeURIComponent(token)}`;

/** Asks the fan to confirm; the address is not subscribed, and gets nothing else, until they do. */
export function confirmMail(subscriber: PendingSubscriber, token: string, siteOrigin: string): MailMessage {
  const link = confirmPageUrl(siteOrigin, token);
  const greeting = subscriber.name ? `Hey ${subscriber.name},` : 'Hey there,';
  const ask = 'Someone (hopefully you) asked to join the Panic Squad newsletter with this address.';
  const expiry = `The link works once, for ${CONFIRM_LINK_TTL_DAYS} days. If it was not you, ignore this e-mail: you will not hear from us again.`;
  return {
    to: subscriber.email,
    subject: 'Confirm your Panic Squad subscription',
    text: [
      greeting,
      '',
      ask,
      `Confirm here and we will send your free EP: ${link}`,
      '',
      expiry,
      '',
      '- Panic Squad',
    ].join('\n'),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      '<h1 style="font-size:24px">Confirm your subscription</h1>',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${ask}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;text-decoration:none;border-radius:6px">Confirm and get the free EP</a></p>`,
      `<p style="font-size:12px;color:#555">${expiry}</p>`,
      '</div>',
    ].join(''),
  };
}
