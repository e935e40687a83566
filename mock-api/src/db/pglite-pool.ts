import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Release = () => void;

/** A FIFO lock: each acquire resolves with the function that lets the next waiter in. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<Release> {
    let release!: Release;
    const turnEnds = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turnStarts = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turnEnds);
    return turnStarts;
  }
}

class PgliteClient implements PostgresPoolClient {
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly releaseLock: Release,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('PGlite adapter: streaming queries are not supported');
    }
    return this.pglite.query<R>(sqlOrCursor, [...parameters]).then((result) => ({
      command: result.command as PostgresQueryResult<R>['command'],
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    }));
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.releaseLock();
  }
}

/**
 * Lets Kysely's PostgresDialect drive PGlite. PGlite is a single connection, so
 * each "connection" handed out holds a lock until released: a transaction then
 * owns the database until it ends, exactly as Kysely expects of a pooled client.
 */
export function createPglitePool(pglite: PGlite): PostgresPool {
  const lock = new Mutex();
  return {
    async connect() {
      return new PgliteClient(pglite, await lock.acquire());
    },
    async end() {
      await lock.acquire();
      await pglite.close();
    },
  };
}
