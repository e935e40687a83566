import type {
  AdminTourDate,
  AdminTourDatesResponse,
  adminTourDatesQuerySchema,
  tourDateBodySchema,
  TourDate,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { createdTarget, withAuditRow, type ChangeAudit } from '../audit/change-audit';
import type { TourDateRepository, TourDateRecord } from './repository';
import { toAdminTourDate, toTourDate } from './to-tour-date';

type TourDateInput = z.output<typeof tourDateBodySchema>;
type AdminTourDatesQueryOutput = z.output<typeof adminTourDatesQuerySchema>;

const NOT_FOUND = 'No show with this id';
const CANCELLED = new AppError(409, 'INVALID_TRANSITION', 'This show is cancelled; it can no longer change.');

const toValues = (body: TourDateInput) => ({ ...body, startsAt: new Date(body.startsAt) });

/** The band's shows: everyone reads them, staff add, edit, cancel and sell them out. */
export function createTourDateService(repository: TourDateRepository, clock: Clock = systemClock) {
  async function existing(id: number): Promise<TourDateRecord> {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async function changeOpen(
    id: number,
    change: Parameters<TourDateRepository['update']>[1],
    audit: ChangeAudit,
  ): Promise<AdminTourDate> {
    const row = await existing(id);
    if (row.status === 'cancelled') throw CANCELLED;
    const updated = await repository.transaction(
      withAuditRow(audit, async (trx) => {
        const changed = await repository.update(id, change, trx);
        if (!changed) throw AppError.notFound(NOT_FOUND);
        return changed;
      }),
    );
    return toAdminTourDate(updated);
  }

  return {
    list: async (): Promise<TourDate[]> => (await repository.list()).map(toTourDate),

    /** The console's list: a page of shows, each with its newsletter announcement. */
    async listForStaff(query: AdminTourDatesQueryOutput): Promise<AdminTourDatesResponse> {
      const { total, rows } = await repository.page(query, clock());
      return {
        tourDates: rows.map(toAdminTourDate),
        pagination: { total, hasMore: query.offset + rows.length < total },
      };
    },

    create: async (body: TourDateInput, audit: ChangeAudit): Promise<AdminTourDate> =>
      toAdminTourDate(
        await repository.transaction(async (trx) => {
          const created = await repository.create(toValues(body), trx);
          await audit.record(trx, { target: createdTarget(created.id) });
          return created;
        }),
      ),

    /** Editing keeps the status, except that a show with tickets again is back on sale. */
    update: async (id: number, body: TourDateInput, audit: ChangeAudit): Promise<AdminTourDate> => {
      const row = await existing(id);
      const reopened = row.status === 'sold_out' && (body.ticketsRemaining ?? 0) > 0;
      return changeOpen(id, { ...toValues(body), status: reopened ? 'scheduled' : row.status }, audit);
    },

    cancel: async (id: number, audit: ChangeAudit): Promise<AdminTourDate> => {
      const row = await existing(id);
      if (row.status === 'cancelled') return toAdminTourDate(row);
      return changeOpen(id, { status: 'cancelled' }, audit);
    },

    markSoldOut: (id: number, audit: ChangeAudit): Promise<AdminTourDate> =>
      changeOpen(id, { status: 'sold_out', ticketsRemaining: 0 }, audit),
  };
}

export type TourDateService = ReturnType<typeof createTourDateService>;
