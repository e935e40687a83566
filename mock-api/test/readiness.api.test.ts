import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessResponseSchema, notReadyBodySchema, readinessResponseSchema } from '@ps/shared/schemas';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { LISTENER_APPLICATION_NAME } from '../src/db/notifications';
import { createServerDatabase, serverAdminUrl, silentLogger } from './support/databases';
import { startTestServer, type TestServer } from './support/server';
import { describeEachDatabase } from './support/suite';

const LISTENER_DOWN = 'the database notification listener is not connected';

describeEachDatabase('GET /api/health/live and /api/health/ready', (api) => {
  it('says the process is live, and ready once migrated, reachable and listening', async () => {
    const live = await api.fetch('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(livenessResponseSchema.parse(await live.json())).toEqual({ status: 'live' });

    const ready = await api.fetch('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(readinessResponseSchema.parse(await ready.json())).toEqual({ status: 'ready', database: api.driver });
  });
});

describeEachDatabase(
  'the notification listener on PostgreSQL',
  (api) => {
    it('is one connection for every channel the app listens on', async () => {
      const { rows } = await sql<{ connections: number }>`
        select count(*)::int as connections from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(api.db);
      expect(rows[0]?.connections).toBe(1);
      // Another server in the same process opens no listener of its own: the handle's one serves it too.
      await api.startServer({});
      const after = await sql<{ connections: number }>`
        select count(*)::int as connections from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(api.db);
      expect(after.rows[0]?.connections).toBe(1);
    });
  },
  { drivers: ['postgres'] },
);

describe.skipIf(!serverAdminUrl)('GET /api/health/ready while the listener is down [postgres]', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let handle: DatabaseHandle;
  let server: TestServer;
  const databaseName = () => new URL(database.url).pathname.slice(1);

  /** On the server's maintenance connection, so it works while the test database refuses connections. */
  async function asAdmin(statement: string, values: unknown[] = []): Promise<void> {
    const client = new pg.Client({ connectionString: serverAdminUrl });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    database = await createServerDatabase(serverAdminUrl ?? '');
    handle = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
    await migrateToLatest(handle.kysely, silentLogger);
    server = await startTestServer(handle);
  });

  afterAll(async () => {
    await asAdmin(`alter database "${databaseName()}" with allow_connections true`).catch(() => undefined);
    await server?.close();
    await handle?.close();
    await database?.drop();
  });

  it('answers 503 naming the listener until it has reconnected', async () => {
    const ready = () => fetch(`${server.baseUrl}/api/health/ready`);
    expect((await ready()).status).toBe(200);

    // Kept from reconnecting until the test lets it.
    await asAdmin(`alter database "${databaseName()}" with allow_connections false`);
    await asAdmin(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
      [databaseName(), LISTENER_APPLICATION_NAME],
    );
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(503);
    const notReady = notReadyBodySchema.parse(await (await ready()).json());
    expect(notReady.reasons).toContain(LISTENER_DOWN);
    expect(notReady.message).toContain(LISTENER_DOWN);

    await asAdmin(`alter database "${databaseName()}" with allow_connections true`);
    await expect.poll(async () => (await ready()).status, { timeout: 40_000, interval: 250 }).toBe(200);
  }, 60_000);
});

describe.skipIf(!serverAdminUrl)('DATABASE_LISTEN_URL [postgres]', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;

  beforeAll(async () => {
    database = await createServerDatabase(serverAdminUrl ?? '');
  });

  afterAll(() => database?.drop());

  it('is where the listener connects, while queries go to DATABASE_URL', async () => {
    // Port 1 refuses at once: the pooler's direct address, down.
    const handle = await openDatabase(
      { driver: 'postgres', url: database.url, listenUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' },
      silentLogger,
    );
    try {
      expect(handle.listening()).toBe(false);
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(handle.kysely);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('hears changes made through the pool on the listening connection alone', async () => {
    const handle = await openDatabase({ driver: 'postgres', url: database.url, listenUrl: database.url }, silentLogger);
    try {
      let heard = 0;
      await handle.listen('readiness_test', { notify: () => (heard += 1), live: () => undefined });
      expect(handle.listening()).toBe(true);
      await sql`select pg_notify('readiness_test', '')`.execute(handle.kysely);
      await expect.poll(() => heard).toBe(1);
      // Through a pooler a pooled session must not LISTEN: the pool's own session listens on nothing.
      const { rows } = await sql<{ channels: number }>`
        select count(*)::int as channels from pg_listening_channels()`.execute(handle.kysely);
      expect(rows[0]?.channels).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
