import { CONTACT_TOPIC_LABELS, type ContactMessage } from '@ps/shared/schemas';
import type { MailMessage } from '../../db/outbox-tables';

/**
 * The copy of a contact message for the support inbox. Plain text only, and the
 * subject holds nothing the sender typed freely; replying goes to the sender.
 */
export function staffMail(message: ContactMessage, reference: string, supportEmail: string): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  const order = message.orderNumber ? ` (${message.orderNumber})` : '';
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `[Contact ${reference}] ${topic}${order}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Topic: ${topic}`,
      `Order: ${message.orderNumber ?? 'none given'}`,
      `Reference: ${reference}`,
      '',
      message.message,
      '',
      '- Sent through the contact form; reply to this e-mail to answer the sender.',
    ].join('\n'),
  };
}
