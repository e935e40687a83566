import type { AdminTourDate } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../platform/audit/change-audit';
import { enqueueMails } from '../../platform/mail/outbox';
import type { ShowMailerDependencies } from './announce-show';
import { changeShow, lockShow, stillToldRecipients } from './show-mail-repository';
import { toAdminTourDate, toTourDate } from './to-tour-date';
import { tourCancellationMail } from './tour-cancellation-mail';

/**
 * Cancels a show and, when it was announced, mails each subscriber the announcement reached (and
 * who is still subscribed) that it is off, in the same transaction. The row lock makes a second
 * cancel wait and find the show cancelled, so nobody is mailed twice. A show never announced
 * cancels without a mail.
 */
export function createShowCanceller({ db, siteUrl, clock }: ShowMailerDependencies) {
  return {
    cancel: (id: number, audit: ChangeAudit): Promise<AdminTourDate> =>
      db.transaction().execute(async (trx) => {
        const show = await lockShow(trx, id);
        if (!show) throw AppError.notFound('No show with this id');
        if (show.status === 'cancelled') return toAdminTourDate(show, 0);

        const told = show.announcedAt ? await stillToldRecipients(trx, id) : [];
        const publicShow = { ...toTourDate(show), status: 'cancelled' as const };
        await enqueueMails(
          trx,
          'tour_cancellation',
          told.map((recipient) => tourCancellationMail(publicShow, recipient, siteUrl)),
        );
        const cancelled = await changeShow(trx, id, {
          status: 'cancelled',
          cancellationMailedTo: show.announcedAt ? told.length : null,
          updatedAt: clock(),
        });
        await audit.record(trx, { changes: { body: { mailedTo: told.length } } });
        return toAdminTourDate(cancelled, 0);
      }),
  };
}

export type ShowCanceller = ReturnType<typeof createShowCanceller>;
