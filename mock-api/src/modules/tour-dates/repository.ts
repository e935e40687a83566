import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/tables';
import type { TourDatesTable } from '../../db/tour-tables';

export type TourDateRecord = Selectable<TourDatesTable>;
export type TourDateValues = Omit<Insertable<TourDatesTable>, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** Queries on the band's shows; each returns plain rows. */
export function createTourDateRepository(db: Db) {
  return {
    list: () => db.selectFrom('tourDates').selectAll().orderBy('startsAt').orderBy('id').execute(),

    findById: (id: number) => db.selectFrom('tourDates').selectAll().where('id', '=', id).executeTakeFirst(),

    create: (values: TourDateValues) =>
      db.insertInto('tourDates').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, values: Partial<TourDateValues> & Pick<TourDateRecord, 'status'>) =>
      db
        .updateTable('tourDates')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
  };
}

export type TourDateRepository = ReturnType<typeof createTourDateRepository>;
