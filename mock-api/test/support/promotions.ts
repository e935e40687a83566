import type { Db } from '../../src/db/tables';
import type { PromotionValues } from '../../src/modules/promotions/repository';

let codes = 0;

/** A running promotion straight in the database: 10% off everything unless told otherwise. */
export async function createPromotion(db: Db, overrides: Partial<PromotionValues> = {}) {
  return db
    .insertInto('promotions')
    .values({
      code: `TEST${process.pid}X${(codes += 1)}`,
      type: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
