import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, stop } from './support/server-process';

/** A port that counts the connections made to it, standing in for the PostgreSQL server. */
describe('a start on DATABASE_URL without the settings replicas share', () => {
  let database: Server;
  let connections = 0;

  beforeAll(async () => {
    database = createServer((socket) => {
      connections += 1;
      socket.destroy();
    }).listen(0, '127.0.0.1');
    await once(database, 'listening');
  });

  afterAll(() => new Promise<void>((resolve) => database.close(() => resolve())));

  it('exits 1 naming each missing variable, before it connects to the database or takes the port', async () => {
    const { port } = database.address() as AddressInfo;
    const server = spawnApi({ PORT: '0', DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/shop` });
    try {
      expect(await server.exited).toBe(1);
    } finally {
      await stop(server);
    }
    const output = server.output();
    for (const name of ['S3_BUCKET', 'EP_LINK_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY']) {
      expect(output).toMatch(new RegExp(`^  ${name}: is required with DATABASE_URL`, 'm'));
    }
    expect(output).toContain('SINGLE_INSTANCE=true');
    expect(output).not.toContain('secret@');
    expect(output).not.toMatch(/listening on/);
    expect(connections).toBe(0);
  });
});
