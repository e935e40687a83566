import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailMessage } from '../../db/outbox-tables';
import type { Logger } from '../../logger';
import { mailLogFields } from './mail-log-fields';
import { outboxFileName } from './outbox-file-name';

export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export type MailerConfig = Pick<Config, 'dataDir' | 'mailFrom' | 'smtpUrl'>;

/** Where the default mailer writes each message as an .eml file. */
export const outboxDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

// Bodies carry order details and addresses, and recipients are personal data: only the subject and a hash are logged.
const logSent = (logger: Logger, message: MailMessage, messageId: string, extra: object = {}) =>
  logger.info({ mail: { ...mailLogFields(message), messageId, ...extra } }, 'mail sent');

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const { messageId } = await transport.sendMail({ from, ...message });
      logSent(logger, message, messageId);
      return { messageId };
    },
  };
}

function outboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { messageId, message: raw } = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName(new Date(), messageId));
      await writeFile(file, raw, { flag: 'wx' });
      logSent(logger, message, messageId, { file });
      return { messageId };
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise every message lands in DATA_DIR/outbox, so nothing leaves the machine. */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, logger)
    : outboxMailer(outboxDirOf(config), config.mailFrom, logger);
}
