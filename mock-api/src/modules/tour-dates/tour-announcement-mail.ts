import type { TourDate } from '@ps/shared/schemas';
import type { MailMessage } from '../mail/mailer';
import { unsubscribeHeaders, unsubscribeUrl } from '../newsletter/unsubscribe-link';
import { escapeHtml } from '../seo/head-tags';

export interface AnnouncementRecipient {
  email: string;
  name: string | null;
  unsubscribeToken: string;
}

/** The show's date and doors time as the venue's clock reads them. */
export const venueTime = (show: Pick<TourDate, 'startsAt' | 'timeZone'>) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: show.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(show.startsAt));

/** A new show, mailed to one subscriber: where, when (venue time), the ticket link, and the way out. */
export function tourAnnouncementMail(
  show: TourDate,
  recipient: AnnouncementRecipient,
  siteOrigin: string,
): MailMessage {
  const link = unsubscribeUrl(siteOrigin, recipient.unsubscribeToken);
  const greeting = recipient.name ? `Hey ${recipient.name},` : 'Hey there,';
  const when = venueTime(show);
  const news = `Panic Squad play ${show.venue} in ${show.city} on ${when} (venue time).`;
  return {
    to: recipient.email,
    subject: `New show: ${show.city}`,
    text: [
      greeting,
      '',
      news,
      `Tickets: ${show.ticketUrl}`,
      '',
      `You get this because you joined the Panic Squad newsletter. Unsubscribe with one click: ${link}`,
      '',
      '- Panic Squad',
    ].join('\n'),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      `<h1 style="font-size:24px">New show: ${escapeHtml(show.city)}</h1>`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(news)}</p>`,
      `<p><a href="${escapeHtml(show.ticketUrl)}" style="display:inline-block;padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;text-decoration:none;border-radius:6px">Get tickets</a></p>`,
      `<p style="font-size:12px;color:#555">You get this because you joined the Panic Squad newsletter. <a href="${escapeHtml(link)}">Unsubscribe</a> with one click.</p>`,
      '</div>',
    ].join(''),
    headers: unsubscribeHeaders(link),
  };
}
