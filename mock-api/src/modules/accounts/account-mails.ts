import type { MailMessage } from '../mail/mailer';

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Choose a new Panic Squad password',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your Panic Squad account.',
      `Choose a new one here within 30 minutes; the link works once: ${link}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
