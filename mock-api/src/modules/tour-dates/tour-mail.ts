import type { TourDate } from '@ps/shared/schemas';
import type { MailMessage } from '../../platform/mail/mailer';
import { unsubscribeHeaders, unsubscribeUrl } from '../newsletter';
import { escapeHtml } from '../../platform/mail/escape-html';

export interface TourMailRecipient {
  email: string;
  name: string | null;
  unsubscribeToken: string;
}

/** A moment as the venue's clock reads it: the show's doors, or its public sale. */
export const venueTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** "Knitting Factory in Boise, ID on Friday, May 2, 2031 at 8:00 PM (venue time)". */
export const showPlace = (show: Pick<TourDate, 'venue' | 'city' | 'startsAt' | 'timeZone'>) =>
  `${show.venue} in ${show.city} on ${venueTime(show.startsAt, show.timeZone)} (venue time)`;

interface TourMail {
  subject: string;
  /** Plain sentences; each becomes a paragraph, escaped in the HTML part. */
  paragraphs: readonly string[];
  link: { label: string; href: string };
}

/** The show's ticket page, or, when it has none, the site's own tour dates (never a made-up address). */
export const ticketsLink = (show: Pick<TourDate, 'ticketUrl'>, label: string, siteOrigin: string) =>
  show.ticketUrl ? { label, href: show.ticketUrl } : { label: 'Tour dates', href: `${siteOrigin}/#tour` };

/** One newsletter mail about a show, to one subscriber: greeting, the news, a link, and the way out. */
export function tourMail(mail: TourMail, recipient: TourMailRecipient, siteOrigin: string): MailMessage {
  const unsubscribe = unsubscribeUrl(siteOrigin, recipient.unsubscribeToken);
  const greeting = recipient.name ? `Hey ${recipient.name},` : 'Hey there,';
  const why = 'You get this because you joined the Panic Squad newsletter.';
  return {
    to: recipient.email,
    subject: mail.subject,
    text: [
      greeting,
      '',
      ...mail.paragraphs,
      `${mail.link.label}: ${mail.link.href}`,
      '',
      `${why} Unsubscribe with one click: ${unsubscribe}`,
      '',
      '- Panic Squad',
    ].join('\n'),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      `<h1 style="font-size:24px">${escapeHtml(mail.subject)}</h1>`,
      `<p>${escapeHtml(greeting)}</p>`,
      ...mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(mail.link.href)}" style="display:inline-block;padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(mail.link.label)}</a></p>`,
      `<p style="font-size:12px;color:#555">${why} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> with one click.</p>`,
      '</div>',
    ].join(''),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
