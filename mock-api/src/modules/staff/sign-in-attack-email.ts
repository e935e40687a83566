import type { MailMessage } from '../../platform/mail/mailer';

/** Many failed sign-ins on a member's account; once per attack window (decision 043). */
export function staffSignInAttackEmail(member: { email: string; name: string }): MailMessage {
  return {
    to: member.email,
    subject: 'Many failed sign-ins on your Panic Squad staff account',
    text: [
      `Hi ${member.name},`,
      '',
      'Someone has been trying wrong passwords for your staff console account from several places.',
      'Your account is not locked: sign-ins to it are slowed down while this goes on. The browsers you',
      'signed in from before, and sign-ins with your two-factor code, are not slowed.',
      '',
      'If your password is short or used anywhere else, change it on your Profile page, and turn on',
      'two-factor there if it is off. If you think someone knows your password, tell an admin.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
