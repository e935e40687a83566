import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../seo/head-tags';
import type { WelcomedSubscriber } from './repository';

function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function welcomeMail(subscriber: WelcomedSubscriber, siteOrigin: string): MailMessage {
  const link = unsubscribeUrl(siteOrigin, subscriber.unsubscribeToken);
  const greeting = subscriber.name ? `Hey ${subscriber.name},` : 'Hey there,';
  return {
    to: subscriber.email,
    subject: 'Welcome to the Squad!',
    text: [
      greeting,
      '',
      "You're in! Tour dates, new music and exclusive content from Panic Squad land here first.",
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
      `<p style="font-size:12px;color:#555">Not for you? <a href="${escapeHtml(link)}">Unsubscribe</a> with one click.</p>`,
      '</div>',
    ].join(''),
    // RFC 8058: mail clients show their own unsubscribe button and POST to the link.
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
