import type { MailMessage, Mailer } from '../../src/platform/mail/mailer';

/** A mailer that keeps what it sends; `failures` sends fail first, each after `delayMs`. */
export function recordingMailer({ failures = 0, delayMs = 0 } = {}) {
  const sent: MailMessage[] = [];
  let failuresLeft = failures;
  let attempts = 0;
  const mailer: Mailer = {
    async send(message) {
      attempts += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('421 try again later');
      }
      sent.push(message);
      return { messageId: `<${attempts}-${sent.length}@test.example>` };
    },
  };
  return {
    mailer,
    sent,
    get attempts() {
      return attempts;
    },
  };
}
