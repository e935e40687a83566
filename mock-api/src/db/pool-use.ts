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

/** The checkouts made so far by one piece of work (a request) and whatever it awaits. */
const checkoutsOfWork = new AsyncLocalStorage<{ count: number }>();

/**
 * Runs `work` (synchronously) counting the pool checkouts it and everything it starts make; the function
 * returned reads the count so far. Work outside any such call (background jobs, start-up) is not counted.
 */
export function countPoolCheckouts(work: () => void): () => number {
  const tally = { count: 0 };
  checkoutsOfWork.run(tally, work);
  return () => tally.count;
}

/**
 * The pool with its use counted at the one door every query passes (Kysely's connect and release), so
 * the server pool and PGlite's queue are measured alike.
 */
export function measuredPool(pool: PostgresPool): { pool: PostgresPool; use: PoolUse } {
  let inUse = 0;
  let waiting = 0;
  const listeners = new Set<(seconds: number) => void>();

  function counted(client: PostgresPoolClient): PostgresPoolClient {
    const release = client.release.bind(client);
    let released = false;
    // pg's pool gives each checkout its own release function, so wrapping it here touches no other checkout.
    client.release = (...args: unknown[]) => {
      if (!released) {
        released = true;
        inUse -= 1;
      }
      (release as (...rest: unknown[]) => void)(...args);
    };
    return client;
  }

  const measured: PostgresPool = {
    end: () => pool.end(),
    async connect() {
      const tally = checkoutsOfWork.getStore();
      if (tally) tally.count += 1;
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
      return counted(client);
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
