import { sql, type Insertable, type Selectable } from 'kysely';
import type { TourListWhen } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { TourDatesTable } from '../../db/tour-tables';
import { toldCountColumn } from './show-mail-repository';

export type TourDateRecord = Selectable<TourDatesTable>;
/** A show as staff see it: with how many subscribers a cancellation would tell. */
export type StaffTourDateRecord = TourDateRecord & { toldCount: number };
export type TourDateValues = Omit<
  Insertable<TourDatesTable>,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'announcedAt' | 'announcedTo' | 'cancellationMailedTo'
>;

/** Queries on the band's shows; each returns plain rows, and a write may run in a given transaction. */
export function createTourDateRepository(db: Db) {
  return {
    list: () => db.selectFrom('tourDates').selectAll().orderBy('startsAt').orderBy('id').execute(),

    /** One page of the console's list, with the count of every show that matches. */
    async page({ when, limit, offset }: { when: TourListWhen; limit: number; offset: number }, now: Date) {
      let matching = db.selectFrom('tourDates');
      if (when === 'upcoming') matching = matching.where('startsAt', '>=', now);
      if (when === 'played') matching = matching.where('startsAt', '<', now);
      const direction = when === 'played' ? 'desc' : 'asc';
      const [{ total }, rows] = await Promise.all([
        matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        matching
          .selectAll('tourDates')
          .select(toldCountColumn(db))
          .orderBy('startsAt', direction)
          .orderBy('id', direction)
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { total, rows };
    },

    findById: (id: number) => db.selectFrom('tourDates').selectAll().where('id', '=', id).executeTakeFirst(),

    findForStaff: (id: number): Promise<StaffTourDateRecord | undefined> =>
      db
        .selectFrom('tourDates')
        .selectAll('tourDates')
        .select(toldCountColumn(db))
        .where('id', '=', id)
        .executeTakeFirst(),

    create: (values: TourDateValues, trx: Db = db) =>
      trx.insertInto('tourDates').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, values: Partial<TourDateValues> & Pick<TourDateRecord, 'status'>, trx: Db = db) =>
      trx
        .updateTable('tourDates')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    transaction: <T>(work: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type TourDateRepository = ReturnType<typeof createTourDateRepository>;
