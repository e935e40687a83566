import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerListener, type ServerListener } from '../src/db/notifications';
import { serverAdminUrl, silentLogger } from './support/databases';

/** The connection that hears other processes' changes; PGlite has no other processes, so this is PostgreSQL only. */
describe.skipIf(!serverAdminUrl)('listening for NOTIFY on a PostgreSQL server', () => {
  const url = serverAdminUrl ?? '';
  let listener: ServerListener | undefined;

  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  /** A channel of the test's own, and what its listener heard. */
  async function listening() {
    const channel = `test_${randomBytes(6).toString('hex')}`;
    const heard = { notifications: 0, live: [] as boolean[] };
    const started = createServerListener(url, silentLogger);
    listener = started;
    await started.start();
    await started.listen(channel, {
      notify: () => (heard.notifications += 1),
      live: (isLive) => heard.live.push(isLive),
    });
    return { channel, heard, listener: started };
  }

  /** Another process's session. */
  async function elsewhere<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it('hears notifications that commit and none that roll back', async () => {
    const { channel, heard } = await listening();
    expect(heard.live).toEqual([true]);
    await elsewhere(async (client) => {
      await client.query('begin');
      await client.query('select pg_notify($1, $2)', [channel, 'rolled back']);
      await client.query('rollback');
      await client.query('select pg_notify($1, $2)', [channel, 'committed']);
    });
    // Notifications arrive in commit order, so once the committed one is here the other would have been too.
    await expect.poll(() => heard.notifications).toBe(1);
  });

  it('hears a second channel on the same connection', async () => {
    const { heard, listener: shared } = await listening();
    const second = `test_${randomBytes(6).toString('hex')}`;
    const heardOnSecond: boolean[] = [];
    await shared.listen(second, { notify: () => heardOnSecond.push(true), live: () => undefined });
    const listenerConnections = await elsewhere(async (client) => {
      await client.query('select pg_notify($1, $2)', [second, 'second channel']);
      const { rows } = await client.query<{ query: string }>(
        `select query from pg_stat_activity where application_name = 'panic-squad-listener' and query = $1`,
        [`listen "${second}"`],
      );
      return rows.length;
    });
    expect(listenerConnections).toBe(1);
    await expect.poll(() => heardOnSecond).toEqual([true]);
    expect(heard.notifications).toBe(0);
  });

  it('says when its connection is lost, reconnects and hears again', async () => {
    const { channel, heard } = await listening();
    await elsewhere((client) =>
      client.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [`listen "${channel}"`]),
    );
    await expect.poll(() => heard.live, { timeout: 5_000 }).toEqual([true, false, true]);
    await elsewhere((client) => client.query('select pg_notify($1, $2)', [channel, 'after the reconnection']));
    await expect.poll(() => heard.notifications).toBe(1);
  });
});
