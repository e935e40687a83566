import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseDriver } from '@ps/shared/schemas';
import type { DatabaseHandle } from '../../src/db/database';
import type { Db } from '../../src/db/tables';
import type { AdminRoute } from '../../src/platform/admin/admin-route-table';
import { seedIfEmpty } from '../../src/seed/seed';
import { availableDrivers, openTestDatabase, silentLogger } from './databases';
import { startTestServer, type TestServer, type TestServerOverrides } from './server';

export interface ApiTestContext {
  readonly driver: DatabaseDriver;
  /** The suite's database, for factories and direct checks. */
  readonly db: Db;
  readonly baseUrl: string;
  /** The suite server's mail outbox: one .eml file per message sent. */
  readonly outboxDir: string;
  /** The suite server's DATA_DIR, laid out as `npm start`'s default (`<tmp>/.data`); other contexts leave it out. */
  readonly dataDir?: string;
  /** Every guarded /api/admin route of the suite's own server (other contexts leave it out). */
  readonly adminRoutes?: AdminRoute[];
  /** GET (or any method) on the suite's server; `path` starts with '/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Another server on the same database with extra environment; closed after the suite. */
  startServer(env: Record<string, string>, overrides?: TestServerOverrides): Promise<string>;
}

interface SuiteOptions {
  /** Fill the database with the store's seed catalog first. */
  seed?: boolean;
  /** Environment for the suite's server (on top of NODE_ENV=test). */
  env?: Record<string, string>;
  /** Databases to run on; all available ones unless the suite does not depend on the database. */
  drivers?: DatabaseDriver[];
  /** For the suite's server: another payment provider or mailer, or no background work. */
  overrides?: TestServerOverrides;
}

/**
 * Runs `body` once per available database (PGlite in memory always, the PostgreSQL
 * server when TEST_DATABASE_URL is set) against the real app over real HTTP.
 */
export function describeEachDatabase(
  title: string,
  body: (context: ApiTestContext) => void,
  options: SuiteOptions = {},
) {
  const drivers = (options.drivers ?? availableDrivers).filter((driver) => availableDrivers.includes(driver));
  for (const driver of drivers) {
    describe(`${title} [${driver}]`, () => {
      let database: DatabaseHandle | undefined;
      const servers: TestServer[] = [];
      const ready = <T>(value: T | undefined): T => {
        if (value === undefined) throw new Error('The suite is not ready: use the context inside tests or hooks');
        return value;
      };

      beforeAll(async () => {
        database = await openTestDatabase(driver);
        if (options.seed) await seedIfEmpty(database.kysely, silentLogger);
        servers.push(await startTestServer(database, options.env, options.overrides));
      });

      afterAll(async () => {
        // The others write mail into the first one's folder, which goes with it.
        await Promise.all(servers.slice(1).map((server) => server.close()));
        await servers[0]?.close();
        await database?.close();
      });

      const context: ApiTestContext = {
        driver,
        get db() {
          return ready(database).kysely;
        },
        get baseUrl() {
          return ready(servers[0]).baseUrl;
        },
        get outboxDir() {
          return ready(servers[0]).outboxDir;
        },
        get dataDir() {
          return ready(servers[0]).dataDir;
        },
        get adminRoutes() {
          return ready(servers[0]).adminRoutes;
        },
        fetch: (path, init) => fetch(`${context.baseUrl}${path}`, init),
        async startServer(env, overrides) {
          const first = ready(servers[0]);
          const server = await startTestServer(ready(database), env, { mailDataDir: first.dataDir, ...overrides });
          servers.push(server);
          return server.baseUrl;
        },
      };
      body(context);
    });
  }
}
