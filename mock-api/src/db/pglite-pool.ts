import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Release = () => void;

/** The embedded database's queue was longer than a request may wait: answered 503 with Retry-After. */
export class DatabaseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The embedded database is busy');
    this.name = 'DatabaseBusyError';
  }
}

/** A FIFO lock: each acquire resolves with the function that lets the next waiter in. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /**
   * Waits at most `maxWaitMs` for the turn, then rejects with DatabaseBusyError; the turn,
   * when it comes, is passed straight on, so the waiters behind keep their order.
   */
  acquire(maxWaitMs = Infinity): Promise<Release> {
    let release!: Release;
    const turnEnds = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turnStarts = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turnEnds);
    if (maxWaitMs === Infinity) return turnStarts;
    return new Promise((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseBusyError(Math.max(1, Math.ceil(maxWaitMs / 1000))));
      }, maxWaitMs);
      void turnStarts.then((granted) => {
        if (gaveUp) {
          granted();
          return;
        }
        clearTimeout(timer);
        resolve(granted);
      });
    });
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
 * `maxWaitMs` bounds the queue for it: past that a caller gets DatabaseBusyError, not a hang.
 */
export function createPglitePool(pglite: PGlite, maxWaitMs = Infinity): PostgresPool {
  const lock = new Mutex();
  return {
    async connect() {
      return new PgliteClient(pglite, await lock.acquire(maxWaitMs));
    },
    async end() {
      await lock.acquire();
      await pglite.close();
    },
  };
}
