import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../../../test/support/fake-smtp-server';
import { createMailer, outboxDirOf } from './mailer';
import { outboxFileName } from './outbox-file-name';

const MAIL_FROM = '"Panic Squad" <hello@panicsquad.example>';
const message = {
  to: 'fan@example.com',
  subject: 'Your order PS-2026-ABCDEF',
  text: 'Ships to 1 Secret Lane',
  html: '<p>Ships to 1 Secret Lane</p>',
};

function recordingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('outboxFileName', () => {
  it('starts with the time, keeps the id readable and drops characters file systems refuse', () => {
    expect(outboxFileName(new Date('2026-03-01T12:30:05.123Z'), '<a1b2-c3@panicsquad.example>')).toBe(
      '2026-03-01T12-30-05.123Z-a1b2-c3_panicsquad.example.eml',
    );
    expect(outboxFileName(new Date(0), '<../../etc/passwd>')).toBe('1970-01-01T00-00-00.000Z-.._.._etc_passwd.eml');
  });
});

describe('createMailer', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-mail-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message to DATA_DIR/outbox as an .eml file, creating the folder', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ dataDir, mailFrom: MAIL_FROM, smtpUrl: undefined }, logger);
    const { messageId } = await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });

    const files = await readdir(outboxDirOf({ dataDir }));
    expect(files).toHaveLength(2);
    const idBeforeAt = messageId.slice(1, messageId.indexOf('@'));
    const first = files.find((file) => file.includes(idBeforeAt));
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-.+\.eml$/);
    const eml = await readFile(path.join(outboxDirOf({ dataDir }), first ?? ''), 'utf8');
    expect(eml).toContain('From: Panic Squad <hello@panicsquad.example>');
    expect(eml).toContain('To: fan@example.com');
    expect(eml).toContain('Subject: Your order PS-2026-ABCDEF');
    expect(eml).toContain('Ships to 1 Secret Lane');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('logs the subject without its order number and a hash of the recipient, never the address or the body', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ dataDir, mailFrom: MAIL_FROM, smtpUrl: undefined }, logger);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'Fan@Example.com ' });
    const log = lines.join('\n');
    expect(log).not.toContain('fan@example.com');
    expect(log).not.toMatch(/fan@/i);
    expect(log).toContain('Your order');
    expect(log).not.toContain('PS-2026-ABCDEF');
    expect(log).not.toContain('Secret Lane');
    const recipients = lines.map((line) => (JSON.parse(line) as { mail: { recipient: string } }).mail.recipient);
    expect(recipients[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(recipients[1]).toBe(recipients[0]);
  });

  it('hands the message to the SMTP server when SMTP_URL is set, and writes no file', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const mailer = createMailer({ dataDir, mailFrom: MAIL_FROM, smtpUrl: smtp.url }, recordingLogger().logger);
      const { messageId } = await mailer.send(message);
      expect(messageId).toMatch(/^<.+@.+>$/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toContain('hello@panicsquad.example');
      expect(smtp.received[0]?.to).toEqual([expect.stringContaining('fan@example.com')]);
      expect(smtp.received[0]?.data).toContain('Subject: Your order PS-2026-ABCDEF');
      await expect(readdir(outboxDirOf({ dataDir }))).rejects.toThrow(/ENOENT/);
    } finally {
      await smtp.close();
    }
  });
});
