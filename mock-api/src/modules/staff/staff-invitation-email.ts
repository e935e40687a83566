import type { MailMessage } from '../../platform/mail/mailer';

const IGNORE = 'If you did not expect this, ignore this e-mail and nothing happens.';

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
      IGNORE,
      '',
      'Panic Squad',
    ].join('\n'),
  };
}

/** An admin sent a member a new link to choose their password; their sessions have ended. */
export function staffPasswordLinkEmail(
  member: { email: string; name: string },
  sentBy: string,
  link: string,
): MailMessage {
  return {
    to: member.email,
    subject: 'Choose a new password for the Panic Squad staff console',
    text: [
      `Hi ${member.name},`,
      '',
      `${sentBy} sent you a link to choose a new staff console password; you have been signed out everywhere.`,
      `Choose it within the hour; the link works once: ${link}`,
      '',
      IGNORE,
      '',
      'Panic Squad',
    ].join('\n'),
  };
}

/** An admin turned a member's two-factor off (a lost phone); their sessions have ended. */
export function staffTwoFactorResetEmail(member: { email: string; name: string }, resetBy: string): MailMessage {
  return {
    to: member.email,
    subject: 'Your Panic Squad staff console two-factor was reset',
    text: [
      `Hi ${member.name},`,
      '',
      `${resetBy} turned off two-factor sign-in for your staff console account; you have been signed out everywhere.`,
      'Sign in with your password and set up your authenticator app again from your Profile',
      '(you are asked to straight away if the shop requires two-factor).',
      '',
      `If you did not ask for this, tell ${resetBy} or another admin at once.`,
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
