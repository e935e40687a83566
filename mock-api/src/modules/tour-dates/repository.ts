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

export const listTourDates = (db: Db) =>
  db.selectFrom('tourDates').selectAll().orderBy('startsAt').orderBy('id').execute();

/** One page of the console's list, with the count of every show that matches. */
export async function tourDatePage(
  db: Db,
  { when, limit, offset }: { when: TourListWhen; limit: number; offset: number },
  now: Date,
) {
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
}

export const tourDateById = (db: Db, id: number) =>
  db.selectFrom('tourDates').selectAll().where('id', '=', id).executeTakeFirst();

export const staffTourDateById = (db: Db, id: number): Promise<StaffTourDateRecord | undefined> =>
  db.selectFrom('tourDates').selectAll('tourDates').select(toldCountColumn(db)).where('id', '=', id).executeTakeFirst();

export const insertTourDate = (db: Db, values: TourDateValues) =>
  db.insertInto('tourDates').values(values).returningAll().executeTakeFirstOrThrow();

export const updateTourDate = (db: Db, id: number, values: Partial<TourDateValues> & Pick<TourDateRecord, 'status'>) =>
  db
    .updateTable('tourDates')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
