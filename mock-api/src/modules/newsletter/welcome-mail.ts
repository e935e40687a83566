import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/escape-html';
import { EP_LINK_TTL_DAYS } from '../free-ep';
import type { WelcomedSubscriber } from './repository';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-link';

/** Sent once the address is confirmed, with the promised EP; `epLink` is the subscriber's signed download link. */
export function welcomeMail(subscriber: WelcomedSubscriber, siteOrigin: string, epLink: string): MailMessage {
  const link = unsubscribeUrl(siteOrigin, subscriber.unsubscribeToken);
  const greeting = subscriber.name ? `Hey ${subscriber.name},` : 'Hey there,';
  const ep = `Your free EP "Panic Room Sessions" (three 30-second demo sketches as MP3s, with cover art and credits, in one ZIP) is ready. The download link works for ${EP_LINK_TTL_DAYS} days.`;
  return {
    to: subscriber.email,
    subject: 'Welcome to the Squad!',
    text: [
      greeting,
      '',
      "You're in! Tour dates, new music and exclusive content from Panic Squad land here first.",
      '',
      ep,
      `Download: ${epLink}`,
      '',
      `Not for you? Unsubscribe with one click: ${link}`,
      '',
      '- Panic Squad',
    ].join('\n'),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      '<h1 style="font-size:24px">Welcome to the Squad!</h1>',
      `<p>${escapeHtml(greeting)}</p>`,
      "<p>You're in! Tour dates, new music and exclusive content from Panic Squad land here first.</p>",
      `<p>${escapeHtml(ep)}</p>`,
      `<p><a href="${escapeHtml(epLink)}" style="display:inline-block;padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;text-decoration:none;border-radius:6px">Download the free EP</a></p>`,
      `<p style="font-size:12px;color:#555">Not for you? <a href="${escapeHtml(link)}">Unsubscribe</a> with one click.</p>`,
      '</div>',
    ].join(''),
    headers: unsubscribeHeaders(link),
  };
}
