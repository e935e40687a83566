import type { MailMessage } from '../mail/mailer';

/** The invited member's one-time link; the admin who invited them sees the same link on screen. */
export function staffInvitationEmail(
  invited: { email: string; name: string; role: string },
  invitedBy: string,
  link: string,
): MailMessage {
  return {
    to: invited.email,
    subject: 'You are invited to the Panic Squad staff console',
    text: [
      `Hi ${invited.name},`,
      '',
      `${invitedBy} added you to the Panic Squad staff console as ${invited.role}.`,
      `Choose your password within the hour; the link works once: ${link}`,
      '',
      'If you did not expect this, ignore this e-mail and nothing happens.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
