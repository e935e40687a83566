import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MailKind } from '../../src/db/outbox-tables';
import type { ApiTestContext } from './suite';

/** The mails to `email` whose subject matches, quoted-printable undone, once `count` are in (up to 10 s on a loaded machine). */
export async function mailsTo(api: ApiTestContext, email: string, subject: string, count = 1): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    const files = (await readdir(api.outboxDir).catch(() => [])).sort();
    const mails = await Promise.all(files.map((file) => readFile(path.join(api.outboxDir, file), 'utf8')));
    const mine = mails.filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`) && mail.includes(`Subject: ${subject}`));
    if (mine.length >= count || attempt === 100) return mine.map(decodeQuotedPrintable);
    await sleep(100);
  }
}

/** How many mails of a kind are queued for an address: the outbox row commits with the change, so no waiting. */
export async function queuedMails(api: ApiTestContext, email: string, kind: MailKind): Promise<number> {
  const rows = await api.db.selectFrom('mailOutbox').select('message').where('kind', '=', kind).execute();
  return rows.filter(({ message }) => message.to === email).length;
}

/** Undoes quoted-printable in the MIME parts that use it; elsewhere "=C9" is text (a token) and stays. */
export function decodeQuotedPrintable(mail: string): string {
  return mail
    .split(/(?=\r\n--)/)
    .map((part) =>
      /^Content-Transfer-Encoding: quoted-printable\r?$/im.test(part)
        ? part
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : part,
    )
    .join('');
}

/** The first absolute link in the mail's text to `pathname`. */
export function linkTo(mail: string, pathname: string): string {
  for (const [href] of mail.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    if (new URL(href).pathname === pathname) return href;
  }
  throw new Error(`No link to ${pathname} in the mail`);
}

/** The same link on the test server, where PUBLIC_URL pointed elsewhere. */
export const onServer = (link: string, baseUrl: string) => link.replace(/^https?:\/\/[^/]+/, baseUrl);

export const CONFIRM_SUBJECT = 'Confirm your Panic Squad subscription';
export const WELCOME_SUBJECT = 'Welcome to the Squad!';
