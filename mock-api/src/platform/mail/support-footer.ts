import type { MailMessage } from '../../db/outbox-tables';
import { escapeHtml } from './escape-html';

export interface MailSender {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
}

/** Every e-mail ends with where to get help, as the settings say at the time it is written. */
export function withSupportFooter(message: MailMessage, sender: MailSender): MailMessage {
  const { shopName, supportEmail, supportPhone } = sender;
  const text = `${message.text}\n\n--\n${shopName} support: ${supportEmail} · ${supportPhone}`;
  if (message.html === undefined) return { ...message, text };
  const footer =
    `<p style="font-size:12px;color:#555">${escapeHtml(shopName)} support: ` +
    `<a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a> · ${escapeHtml(supportPhone)}</p>`;
  return { ...message, text, html: `${message.html}\n${footer}` };
}
