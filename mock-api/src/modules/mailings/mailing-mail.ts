import type { MailMessage } from '../../platform/mail/mailer';
import { unsubscribeHeaders, unsubscribeUrl } from '../newsletter';
import { escapeHtml } from '../../platform/mail/escape-html';

export interface MailingRecipient {
  email: string;
  name: string | null;
  /** Null for a staff member's test copy: they are no subscriber, so there is no link to give. */
  unsubscribeToken: string | null;
}

/** http(s) addresses in staff text; a trailing full stop or bracket ends the sentence, not the link. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** Blank lines split paragraphs; single line breaks inside one are kept. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** One paragraph as HTML: everything escaped, addresses made links, line breaks kept. */
export function paragraphHtml(paragraph: string): string {
  let html = '';
  let from = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    const href = escapeHtml(match[0]);
    html += `${escapeHtml(paragraph.slice(from, match.index))}<a href="${href}">${href}</a>`;
    from = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(from));
  return `<p>${html.replace(/\n/g, '<br>')}</p>`;
}

const WHY = 'You get this because you joined the Panic Squad newsletter.';
const TEST_NOTE =
  'This is a test copy. In the real mailing each subscriber gets their own one-click unsubscribe link here.';

/** A mailing staff wrote, to one subscriber (or, as a test, to its author): their text, then the way out. */
export function mailingMail(
  mailing: { subject: string; body: string },
  recipient: MailingRecipient,
  siteOrigin: string,
): MailMessage {
  const unsubscribe = recipient.unsubscribeToken ? unsubscribeUrl(siteOrigin, recipient.unsubscribeToken) : null;
  const greeting = recipient.name ? `Hey ${recipient.name},` : 'Hey there,';
  const paragraphs = paragraphsOf(mailing.body);
  const footerText = unsubscribe ? `${WHY} Unsubscribe with one click: ${unsubscribe}` : TEST_NOTE;
  const footerHtml = unsubscribe
    ? `${WHY} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> with one click.`
    : escapeHtml(TEST_NOTE);
  return {
    to: recipient.email,
    subject: unsubscribe ? mailing.subject : `[Test] ${mailing.subject}`,
    text: [greeting, '', paragraphs.join('\n\n'), '', footerText, '', '- Panic Squad'].join('\n'),
    html: [
      '<div style="font-family:Arial,sans-serif;max-width:520px;margin:0 auto;color:#111">',
      `<h1 style="font-size:24px">${escapeHtml(mailing.subject)}</h1>`,
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map(paragraphHtml),
      `<p style="font-size:12px;color:#555">${footerHtml}</p>`,
      '</div>',
    ].join(''),
    ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}),
  };
}
