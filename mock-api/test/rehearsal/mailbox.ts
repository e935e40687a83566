import { expect } from 'vitest';
import type { ReceivedMail } from '../support/fake-smtp-server';
import { decodeQuotedPrintable } from '../support/newsletter-mail';

/** The mails handed to the SMTP server for `email` whose subject starts with `subject`, once `count` are in. */
export async function smtpMailsTo(received: ReceivedMail[], email: string, subject: string, count = 1) {
  const mine = () =>
    received
      .map(({ data }) => `\r\n${data}`)
      .filter((data) => data.includes(`\r\nTo: ${email}\r\n`) && data.includes(`\r\nSubject: ${subject}`))
      .map(decodeQuotedPrintable);
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}
