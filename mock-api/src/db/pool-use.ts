import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** How busy the connection pool is, read by the metrics at scrape time. */
export interface PoolUse {
  /** Connections handed out and not released yet (PGlite: its one connection, 0 or 1). */
  inUse(): number;
  /** Callers waiting for a connection. */
  waiting(): number;
  /** Hears how long each connection took to get, in seconds; returns the way to stop hearing. */
  onWait(listener: (seconds: number) => void): () => void;
}

/** What one piece of work (a request) and whatever it awaits took from the database so far. */
export interface PoolTally {
  /** Connections taken from the pool. */
  checkouts: number;
  /** Statements sent on them (round trips: `begin` and `commit` included). */
  statements: number;
}

const tallyOfWork = new AsyncLocalStorage<PoolTally>();

/**
 * Runs `work` (synchronously) counting the pool checkouts and statements it and everything it starts make; the
 * tally returned keeps counting. Work outside any such call (background jobs, start-up) is not counted.
 */
export function countPoolUse(work: () => void): Readonly<PoolTally> {
  const tally = { checkouts: 0, statements: 0 };
  tallyOfWork.run(tally, work);
  return tally;
}

/** Counts each statement sent on a connection into the tally of the work that took it. */
function countStatements(client: PostgresPoolClient, tally: PoolTally): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    tally.statements += 1;
    return query(...args);
  }) as PostgresPoolClient['query'];
}

/**
 * The pool with its use counted at the one door every query passes (Kysely's connect and release), so
 * the server pool and PGlite's queue are measured alike.
 */
export function measuredPool(pool: PostgresPool): { pool: PostgresPool; use: PoolUse } {
  let inUse = 0;
  let waiting = 0;
  const listeners = new Set<(seconds: number) => void>();

  function counted(client: PostgresPoolClient, tally: PoolTally | undefined): PostgresPoolClient {
    const release = client.release.bind(client);
    const query = client.query;
    if (tally) countStatements(client, tally);
    let released = false;
    // pg's pool gives each checkout its own release function, so wrapping it here touches no other checkout.
    client.release = (...args: unknown[]) => {
      if (!released) {
        released = true;
        inUse -= 1;
        // pg hands the same client object to the next checkout, which must not count into this tally.
        if (tally) client.query = query;
      }
      (release as (...rest: unknown[]) => void)(...args);
    };
    return client;
  }

  const measured: PostgresPool = {
    end: () => pool.end(),
    async connect() {
      const tally = tallyOfWork.getStore();
      if (tally) tally.checkouts += 1;
      const startedAt = performance.now();
      waiting += 1;
      let client: PostgresPoolClient;
      try {
        client = await pool.connect();
      } finally {
        waiting -= 1;
      }
      inUse += 1;
      const seconds = (performance.now() - startedAt) / 1000;
      listeners.forEach((listener) => listener(seconds));
      return counted(client, tally);
    },
  };
  return {
    pool: measured,
    use: {
      inUse: () => inUse,
      waiting: () => waiting,
      onWait(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
