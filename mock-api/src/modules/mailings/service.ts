import type { z } from 'zod';
import type { AdminMailingsResponse, Mailing, mailingBodySchema } from '@ps/shared/console-schemas';
import { bumpFormVersion } from '../../platform/form-version/form-version-repository';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { createdTarget, type ChangeAudit } from '../../platform/audit/change-audit';
import { enqueueMail, enqueueMails } from '../../platform/mail/outbox';
import { mailingMail } from './mailing-mail';
import { mailingQueries, type MailingRecord } from './repository';

export const MAILING_MESSAGES = {
  notFound: 'No mailing with this id',
  alreadySent: 'This mailing was already sent; a sent mailing cannot be changed, deleted or sent again.',
};

type MailingWords = z.output<typeof mailingBodySchema>;

/** The staff member making the request. */
export interface MailingAuthor {
  id: number;
  email: string;
  name: string;
}

export interface MailingServiceDependencies {
  db: Db;
  /** The site's configured address, for the unsubscribe links. */
  siteUrl: string;
  clock: Clock;
}

const toMailing = (row: MailingRecord): Mailing => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  status: row.sentAt ? 'sent' : 'draft',
  writtenBy: row.writerName,
  sentBy: row.senderName,
  sentAt: row.sentAt?.toISOString() ?? null,
  recipients: row.recipients,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/**
 * Staff write a mailing as a draft, try it on themselves, then send it once to every confirmed
 * subscriber. Every change locks the row first, so an edit, a delete and a send of one mailing
 * take turns, and two sends at once mail the newsletter once.
 */
export function createMailingService({ db, siteUrl, clock }: MailingServiceDependencies) {
  const named = async (trx: Db, id: number) => toMailing((await mailingQueries.named(trx, id))!);

  /**
   * `work` on the locked draft, then the request's audit row, in one transaction; a sent
   * mailing is refused as it is.
   */
  const onDraft = <T>(
    id: number,
    audit: ChangeAudit,
    work: (trx: Db, draft: { subject: string; body: string }) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      const row = await mailingQueries.locked(trx, id);
      if (!row) throw AppError.notFound(MAILING_MESSAGES.notFound);
      if (row.sentAt) throw new AppError(409, 'ALREADY_SENT', MAILING_MESSAGES.alreadySent);
      const result = await work(trx, row);
      await audit.record(trx);
      return result;
    });

  return {
    async list(query: { limit: number; offset: number }): Promise<AdminMailingsResponse> {
      const [{ total, rows }, subscribers] = await Promise.all([
        mailingQueries.page(db, query),
        mailingQueries.audienceCount(db),
      ]);
      return {
        mailings: rows.map(toMailing),
        pagination: { total, hasMore: query.offset + rows.length < total },
        subscribers,
      };
    },

    create: ({ expectedVersion: _new, ...words }: MailingWords, author: MailingAuthor, audit: ChangeAudit) =>
      db.transaction().execute(async (trx): Promise<Mailing> => {
        const now = clock();
        const id = await mailingQueries.insert(trx, { ...words, writtenBy: author.id, createdAt: now, updatedAt: now });
        await audit.record(trx, { target: createdTarget(id) });
        return named(trx, id);
      }),

    update: (id: number, { expectedVersion, ...words }: MailingWords, audit: ChangeAudit): Promise<Mailing> =>
      onDraft(id, audit, async (trx) => {
        await bumpFormVersion(trx, { table: 'newsletter_mailings', id, what: 'This mailing' }, expectedVersion);
        await mailingQueries.update(trx, id, { ...words, updatedAt: clock() });
        return named(trx, id);
      }),

    remove: (id: number, audit: ChangeAudit): Promise<void> =>
      onDraft(id, audit, async (trx) => {
        await mailingQueries.remove(trx, id);
      }),

    /** The draft as a subscriber would get it, to the staff member only. */
    sendTest: (id: number, author: MailingAuthor, audit: ChangeAudit): Promise<string> =>
      onDraft(id, audit, async (trx, draft) => {
        const copy = { email: author.email, name: author.name, unsubscribeToken: null };
        await enqueueMail(trx, 'newsletter_mailing_test', mailingMail(draft, copy, siteUrl));
        return author.email;
      }),

    /** One mail per confirmed subscriber, queued in the transaction that marks the mailing sent. */
    send: (id: number, author: MailingAuthor, audit: ChangeAudit): Promise<Mailing> =>
      onDraft(id, audit, async (trx, draft) => {
        const audience = await mailingQueries.audience(trx);
        await enqueueMails(
          trx,
          'newsletter_mailing',
          audience.map((recipient) => mailingMail(draft, recipient, siteUrl)),
        );
        const now = clock();
        await mailingQueries.update(trx, id, {
          sentAt: now,
          sentBy: author.id,
          recipients: audience.length,
          updatedAt: now,
        });
        return named(trx, id);
      }),
  };
}

export type MailingService = ReturnType<typeof createMailingService>;
