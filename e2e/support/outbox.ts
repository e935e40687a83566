import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** Raw .eml text with quoted-printable soft line breaks joined and `=3D` turned back into `=`. */
function decode(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Every e-mail to `to` whose subject matches, newest first, as written to the outbox so far. */
export async function mailsTo(to: string, subject: RegExp): Promise<string[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
  const found: string[] = [];
  for (const file of files) {
    const eml = decode(await readFile(path.join(outboxDir(), file), 'utf8'));
    const subjectLine = /^Subject: (.*)$/m.exec(eml)?.[1] ?? '';
    if (eml.includes(`To: ${to}`) && subject.test(subjectLine)) found.push(eml);
  }
  return found;
}

/** The newest e-mail to `to` whose subject matches, once it has been written to the outbox. */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, subject))[0];
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Path and query of the first link in the mail to `pathname` (links are absolute, from PUBLIC_URL). */
export function linkIn(eml: string, pathname: string): string {
  for (const [href] of eml.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(href);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link to ${pathname} in the e-mail`);
}

/** A fan who signed up and followed the e-mailed confirm link: a subscriber. */
export async function confirmedSubscriber(request: APIRequestContext): Promise<string> {
  const email = `fan-${randomUUID()}@example.com`;
  expect((await request.post('/api/newsletter/signup', { data: { email, source: 'contact_form' } })).ok()).toBe(true);
  const link = linkIn(await waitForMail(email, /^Confirm your Panic Squad subscription$/), '/newsletter/confirm');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  return email;
}
