import type {
  AdminTourDate,
  AdminTourDatesResponse,
  adminTourDatesQuerySchema,
  tourDateBodySchema,
  TourDate,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import { bumpFormVersion } from '../../platform/form-version/form-version-repository';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { createdTarget, withAuditRow, type ChangeAudit } from '../../platform/audit/change-audit';
import {
  insertTourDate,
  listTourDates,
  staffTourDateById,
  tourDateById,
  tourDatePage,
  updateTourDate,
  type TourDateRecord,
} from './repository';
import { toAdminTourDate, toTourDate } from './to-tour-date';

type TourDateInput = z.output<typeof tourDateBodySchema>;
type AdminTourDatesQueryOutput = z.output<typeof adminTourDatesQuerySchema>;

export const TOUR_MESSAGES = {
  notFound: 'No show with this id',
  publicSalePast: 'must be in the future',
};
const CANCELLED = new AppError(409, 'INVALID_TRANSITION', 'This show is cancelled; it can no longer change.');

const toValues = ({ expectedVersion: _read, ...body }: TourDateInput) => ({
  ...body,
  startsAt: new Date(body.startsAt),
  publicSaleAt: body.publicSaleAt === null ? null : new Date(body.publicSaleAt),
});

/** The band's shows: everyone reads them, staff add, edit and sell them out (cancelling is cancel-show's). */
export function createTourDateService(db: Db, clock: Clock = systemClock) {
  async function existing(id: number): Promise<TourDateRecord> {
    const row = await tourDateById(db, id);
    if (!row) throw AppError.notFound(TOUR_MESSAGES.notFound);
    return row;
  }

  /** A presale code is mailed as working until the public sale, so a newly set sale time lies ahead. */
  function checkPublicSale(values: ReturnType<typeof toValues>, stored: Date | null = null) {
    const { publicSaleAt } = values;
    if (!publicSaleAt || publicSaleAt.getTime() === stored?.getTime() || publicSaleAt > clock()) return;
    throw AppError.validation('Check the public sale time.', { publicSaleAt: TOUR_MESSAGES.publicSalePast });
  }

  /** Each change of what the form edits moves the show's version; the form's own save names the one it read. */
  async function changeOpen(
    id: number,
    change: Parameters<typeof updateTourDate>[2],
    audit: ChangeAudit,
    expectedVersion?: number,
  ): Promise<AdminTourDate> {
    const row = await existing(id);
    if (row.status === 'cancelled') throw CANCELLED;
    await db.transaction().execute(
      withAuditRow(audit, async (trx) => {
        await bumpFormVersion(trx, { table: 'tour_dates', id, what: 'This show' }, expectedVersion);
        if (!(await updateTourDate(trx, id, change))) throw AppError.notFound(TOUR_MESSAGES.notFound);
      }),
    );
    const updated = await staffTourDateById(db, id);
    if (!updated) throw AppError.notFound(TOUR_MESSAGES.notFound);
    return toAdminTourDate(updated, updated.toldCount);
  }

  return {
    list: async (): Promise<TourDate[]> => (await listTourDates(db)).map(toTourDate),

    /** The console's list: a page of shows, each with its newsletter announcement. */
    async listForStaff(query: AdminTourDatesQueryOutput): Promise<AdminTourDatesResponse> {
      const { total, rows } = await tourDatePage(db, query, clock());
      return {
        tourDates: rows.map((row) => toAdminTourDate(row, row.toldCount)),
        pagination: { total, hasMore: query.offset + rows.length < total },
      };
    },

    async create(body: TourDateInput, audit: ChangeAudit): Promise<AdminTourDate> {
      const values = toValues(body);
      checkPublicSale(values);
      const created = await db.transaction().execute(async (trx) => {
        const row = await insertTourDate(trx, values);
        await audit.record(trx, { target: createdTarget(row.id) });
        return row;
      });
      return toAdminTourDate(created, 0);
    },

    /** Editing keeps the status, except that a show with tickets again is back on sale. */
    async update(id: number, body: TourDateInput, audit: ChangeAudit): Promise<AdminTourDate> {
      const row = await existing(id);
      if (row.status === 'cancelled') throw CANCELLED;
      const values = toValues(body);
      checkPublicSale(values, row.publicSaleAt);
      const reopened = row.status === 'sold_out' && (body.ticketsRemaining ?? 0) > 0;
      const status = reopened ? 'scheduled' : row.status;
      return changeOpen(id, { ...values, status }, audit, body.expectedVersion);
    },

    markSoldOut: (id: number, audit: ChangeAudit): Promise<AdminTourDate> =>
      changeOpen(id, { status: 'sold_out', ticketsRemaining: 0 }, audit),
  };
}

export type TourDateService = ReturnType<typeof createTourDateService>;
