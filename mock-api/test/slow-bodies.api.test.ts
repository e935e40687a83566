import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi, stop, type ServerProcess } from './support/server-process';

/** A first start migrates and seeds the embedded database; on a busy machine that takes a while. */
const START_TIMEOUT_MS = 150_000;
const TIMEOUT_MS = 200_000;
const SLOW_SOCKETS = 300;
const PER_ADDRESS = 100;
const REQUEST_TIMEOUT_SECONDS = 3;
/** Another loopback address than the visitors' own: the per-address cap must not shut them out too. */
const ATTACKER = '127.0.0.2';

interface SlowClient {
  /** Resolves once the server has closed the socket, with what it answered (empty when refused at once). */
  closed: Promise<string>;
  socket: Socket;
}

/** A POST whose body trickles in a byte at a time and would take minutes to arrive. */
function trickle(url: URL): SlowClient {
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: ATTACKER });
  let answered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answered += chunk));
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    socket.write(
      'POST /api/cart/items HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
  });
  const drip = setInterval(() => socket.write(' '), 500);
  const closed = new Promise<string>((resolve) =>
    socket.once('close', () => {
      clearInterval(drip);
      resolve(answered);
    }),
  );
  return { closed, socket };
}

describe('slow request bodies', { timeout: TIMEOUT_MS }, () => {
  let dataDir: string;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-slow-bodies-'));
    server = spawnApi({
      PORT: '0',
      DATA_DIR: dataDir,
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      HEADERS_TIMEOUT_SECONDS: '2',
      MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    });
    baseUrl = await listeningUrl(server, START_TIMEOUT_MS);
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when hundreds of sockets trickle bodies, then new visitors are served and the slow ones are cut off', async () => {
    const slow = Array.from({ length: SLOW_SOCKETS }, () => trickle(new URL(baseUrl)));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/api/products?limit=1`)).status).toBe(200);

      // Bounded: each socket is closed by the server within its request timeout, or the test gives up.
      const giveUp = new Promise<'still open'>((resolve) =>
        setTimeout(() => resolve('still open'), REQUEST_TIMEOUT_SECONDS * 1000 * 5).unref(),
      );
      const answers = await Promise.race([Promise.all(slow.map((client) => client.closed)), giveUp]);
      expect(answers).not.toBe('still open');
      const timedOut = (answers as string[]).filter((answer) => answer.startsWith('HTTP/1.1 408'));
      expect(timedOut.length).toBeGreaterThan(0);
      expect(timedOut.length).toBeLessThanOrEqual(PER_ADDRESS);
    } finally {
      slow.forEach((client) => client.socket.destroy());
    }
  });
});
