import type { AdminTourDate } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../platform/audit/change-audit';
import { enqueueMails } from '../../platform/mail/outbox';
import type { TourDateRecord } from './repository';
import { announcementAudience, changeShow, lockShow, recordAnnouncementRecipients } from './show-mail-repository';
import { toAdminTourDate, toTourDate } from './to-tour-date';
import { tourAnnouncementMail, type Presale } from './tour-announcement-mail';

export const ANNOUNCE_MESSAGES = {
  notFound: 'No show with this id',
  notOnSale: 'Only a show on sale can be announced.',
  played: 'This show has been played; there is nothing to announce.',
  alreadyAnnounced: 'This show was already announced to the newsletter.',
};

export interface ShowMailerDependencies {
  db: Db;
  /** The site's configured address, for the unsubscribe links. */
  siteUrl: string;
  clock: () => Date;
}

/** The code goes out only while it still works: a public sale already started makes it pointless. */
const presaleOf = (show: TourDateRecord, now: Date): Presale | null =>
  show.presaleCode && show.publicSaleAt && show.publicSaleAt > now
    ? { code: show.presaleCode, until: show.publicSaleAt.toISOString() }
    : null;

/**
 * Mails a show to every confirmed subscriber, once. The welcome mail promises that tour dates
 * land in the newsletter first; staff choose when (a show may be added long before it is public).
 * The show row is locked, so two staff clicking at once send one mailing. Who was mailed is kept,
 * so that a cancellation tells exactly them.
 */
export function createShowAnnouncer({ db, siteUrl, clock }: ShowMailerDependencies) {
  return {
    announce: (id: number, audit: ChangeAudit): Promise<AdminTourDate> =>
      db.transaction().execute(async (trx) => {
        const now = clock();
        const show = await lockShow(trx, id);
        if (!show) throw AppError.notFound(ANNOUNCE_MESSAGES.notFound);
        if (show.announcedAt) throw new AppError(409, 'ALREADY_ANNOUNCED', ANNOUNCE_MESSAGES.alreadyAnnounced);
        if (show.status !== 'scheduled') throw new AppError(409, 'INVALID_TRANSITION', ANNOUNCE_MESSAGES.notOnSale);
        if (show.startsAt <= now) throw new AppError(409, 'SHOW_PLAYED', ANNOUNCE_MESSAGES.played);

        const audience = await announcementAudience(trx);
        const publicShow = toTourDate(show);
        const presale = presaleOf(show, now);
        await enqueueMails(
          trx,
          'tour_announcement',
          audience.map((recipient) => tourAnnouncementMail(publicShow, presale, recipient, siteUrl)),
        );
        await recordAnnouncementRecipients(
          trx,
          id,
          audience.map((recipient) => recipient.id),
        );
        const announced = await changeShow(trx, id, { announcedAt: now, announcedTo: audience.length, updatedAt: now });
        await audit.record(trx, { changes: { body: { announcedTo: audience.length } } });
        return toAdminTourDate(announced, audience.length);
      }),
  };
}

export type ShowAnnouncer = ReturnType<typeof createShowAnnouncer>;
