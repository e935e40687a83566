import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '@ps/shared/schemas';
import { outboxDirOf } from '../src/platform/mail/mailer';
import { cards, checkoutClient, readyToPay } from './support/checkout-client';
import { readOutbox } from './support/outbox';
import { listeningUrl, spawnApi, stop, type ServerProcess } from './support/server-process';
import type { ApiTestContext } from './support/suite';

/** A first start migrates and seeds the embedded database; on a busy machine that takes a while. */
const START_TIMEOUT_MS = 150_000;
const TIMEOUT_MS = 300_000;
const SHOPPERS = 4;
/** Orders acknowledged before the stop, so the stop falls in the middle of a stream of checkouts. */
const ORDERS_BEFORE_STOP = 3;
const LIMITS = {
  CHECKOUT_SESSIONS_PER_MINUTE: '10000',
  ORDER_LOOKUPS_PER_MINUTE: '10000',
  CART_CREATIONS_PER_MINUTE: '10000',
};

interface Answer {
  startedAt: number;
  path: string;
  status?: number;
  retryAfter?: string | null;
}

/** An API test context over a server in a child process, recording when each request started and how it ended. */
function recordingContext(baseUrl: string, outboxDir: string, answers: Answer[]): ApiTestContext {
  return {
    driver: 'pglite',
    get db(): never {
      throw new Error('the database belongs to the child process');
    },
    baseUrl,
    outboxDir,
    async fetch(requestPath, init) {
      const answer: Answer = { startedAt: performance.now(), path: requestPath };
      answers.push(answer);
      const response = await fetch(`${baseUrl}${requestPath}`, init);
      answer.status = response.status;
      answer.retryAfter = response.headers.get('retry-after');
      return response;
    },
    startServer: () => Promise.reject(new Error('one server only')),
  };
}

describe('stopping the API under a stream of checkouts', { timeout: TIMEOUT_MS }, () => {
  let dataDir: string;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-drain-'));
  });
  afterEach(async () => {
    if (running) await stop(running);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('when SIGTERM comes mid-checkout, then it finishes what is in flight, refuses the rest and exits 0', async () => {
    running = spawnApi({ PORT: '0', DATA_DIR: dataDir, ...LIMITS });
    const server = running;
    const baseUrl = await listeningUrl(server, START_TIMEOUT_MS);
    const outboxDir = outboxDirOf({ dataDir });
    const answers: Answer[] = [];
    const api = recordingContext(baseUrl, outboxDir, answers);
    const { products } = productListResponseSchema.parse(
      await (await fetch(`${baseUrl}/api/products?limit=50`)).json(),
    );
    const lines = products
      .flatMap((product) => product.variants.map((variant) => ({ productId: product.id, variant })))
      .filter(({ variant }) => variant.inventory.available >= 50)
      .map(({ productId, variant }) => ({ productId, variantId: variant.id, quantity: 1 }))
      .slice(0, SHOPPERS);
    expect(lines).toHaveLength(SHOPPERS);

    const acknowledged: { orderNumber: string; browserSessionId: string }[] = [];
    let drainSeenAt = Infinity;
    const stopping = server.waitForOutput(/"msg":"shutting down"/, TIMEOUT_MS).then(() => {
      drainSeenAt = performance.now();
    });
    const shop = async (line: (typeof lines)[number]) => {
      // A refusal starts the next checkout; only a connection the server no longer takes ends the loop.
      for (;;) {
        try {
          const shopper = await readyToPay(api, [line]);
          const response = await shopper.createOrder({ card: cards.visa });
          if (response.status !== 201) continue;
          const { orderNumber } = (await response.json()) as { orderNumber: string };
          acknowledged.push({ orderNumber, browserSessionId: shopper.browserSessionId });
          if (acknowledged.length === ORDERS_BEFORE_STOP) server.child.kill('SIGTERM');
        } catch (error) {
          if (error instanceof TypeError) return;
        }
      }
    };
    // A reader asks for the catalogue through the whole stop, until the server is gone and one of its asks
    // started after the "shutting down" line was read: on a busy machine that line can be read after every
    // shopper met the closed port, or while the reader's last ask before the close is still on its way.
    const read = async () => {
      let gone = false;
      let askedAfterDrain = false;
      while (!gone || !askedAfterDrain) {
        askedAfterDrain = drainSeenAt !== Infinity;
        try {
          await api.fetch('/api/products?limit=1');
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          gone = true;
        }
      }
    };
    await Promise.all([...lines.map(shop), read()]);

    expect(await server.exited).toBe(0);
    await stopping;
    expect(acknowledged.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_STOP);
    const afterDrain = answers.filter((answer) => answer.startedAt > drainSeenAt);
    expect(afterDrain.length).toBeGreaterThan(0);
    for (const answer of afterDrain) {
      if (answer.status !== undefined) expect(answer).toMatchObject({ status: 503, retryAfter: expect.any(String) });
    }
    expect(server.output()).not.toContain('forcing exit');

    // The next start on the same data: every acknowledged order is there, and mailed exactly once.
    running = spawnApi({ PORT: '0', DATA_DIR: dataDir, ...LIMITS });
    const restartedUrl = await listeningUrl(running, START_TIMEOUT_MS);
    const again = recordingContext(restartedUrl, outboxDir, []);
    for (const { orderNumber, browserSessionId } of acknowledged) {
      expect((await checkoutClient(again, browserSessionId).lookUpOrder(orderNumber)).status).toBe(200);
    }
    const mailsOf = async (orderNumber: string) =>
      (await readOutbox(outboxDir)).filter((eml) => eml.includes(orderNumber)).length;
    await expect
      .poll(async () => Promise.all(acknowledged.map(({ orderNumber }) => mailsOf(orderNumber))), { timeout: 20_000 })
      .toEqual(acknowledged.map(() => 1));
  });
});
