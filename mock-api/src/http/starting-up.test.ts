import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startingUp } from './starting-up';

describe('startingUp', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer(startingUp).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('says the process is live while the database opens', async () => {
    const response = await fetch(`${baseUrl}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
  });

  it('says why it is not ready yet, and asks everything else to retry', async () => {
    const ready = await fetch(`${baseUrl}/api/health/ready?probe=1`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
    expect(await ready.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the database is opening and its migrations are running',
      reasons: ['the database is opening and its migrations are running'],
    });
    const other = await fetch(`${baseUrl}/api/products`);
    expect(other.status).toBe(503);
    expect(await other.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Starting up; try again in a moment' });
  });
});
