import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglitePool, DatabaseBusyError, Mutex } from './pglite-pool';

describe('Mutex', () => {
  it('lets holders in one at a time, first come first served', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await mutex.acquire();
      order.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name} out`);
      release();
    };
    await Promise.all([hold('a', 20), hold('b', 1), hold('c', 1)]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('when a waiter has waited its longest, then it is refused as busy and those behind it still get their turn', async () => {
    const mutex = new Mutex();
    const holder = await mutex.acquire();
    const impatient = mutex.acquire(20);
    const patient = mutex.acquire();
    const refusal = await impatient.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DatabaseBusyError);
    expect((refusal as DatabaseBusyError).retryAfterSeconds).toBe(1);
    holder();
    const next = await patient;
    next();
    (await mutex.acquire(20))();
  });

  it('when the turn comes within the wait, then the waiter gets it', async () => {
    const mutex = new Mutex();
    const holder = await mutex.acquire();
    const waiting = mutex.acquire(1_000);
    holder();
    (await waiting)();
  });
});

describe('createPglitePool', () => {
  let db: Kysely<{ counter: { id: number; value: number } }>;

  beforeAll(async () => {
    db = new Kysely({ dialect: new PostgresDialect({ pool: createPglitePool(await PGlite.create()) }) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
  });

  afterAll(() => db.destroy());

  it('reports affected rows like pg does', async () => {
    const result = await db.updateTable('counter').set({ value: 0 }).where('id', '=', 1).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('keeps concurrent read-modify-write transactions from interleaving', async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 2));
        await trx
          .updateTable('counter')
          .set({ value: value + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const { value } = await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(value).toBe(10);
  });

  it('rolls back a failed transaction and stays usable', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: 999 }).where('id', '=', 1).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { value } = await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(value).not.toBe(999);
  });
});
