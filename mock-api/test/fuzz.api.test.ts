import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/wiring/app';
import { parseConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { createLogger } from '../src/logger';
import { createPaymentProvider } from '../src/modules/payments/create-payment-provider';
import { availableDrivers } from './support/databases';
import { FuzzTally } from './support/fuzz/answer-check';
import { consistencyProblems } from './support/fuzz/consistency';
import { createFuzzFixtures, FUZZ_STOCK, type FuzzFixtures } from './support/fuzz/fixtures';
import { fuzzRoute } from './support/fuzz/fuzz-route';
import { mountedRoutes } from './support/fuzz/mounted-routes';
import { routeKey } from './support/fuzz/route-row';
import { ROUTE_TABLE } from './support/fuzz/route-table';
import { describeEachDatabase } from './support/suite';

/** Requests per CI run, shared between the databases the run has. */
const REQUESTS_PER_RUN = 10_000;
const requestsPerDatabase = Math.ceil(REQUESTS_PER_RUN / availableDrivers.length);
const totalWeight = ROUTE_TABLE.reduce((sum, row) => sum + (row.weight ?? 1), 0);
const runsFor = (weight = 1) => Math.ceil((requestsPerDatabase * weight) / totalWeight);
const ROUTE_TIMEOUT_MS = 180_000;

// Store pages need a built shell page; a one-line one keeps them off the "site not built" answer.
const siteDist = mkdtempSync(path.join(tmpdir(), 'ps-fuzz-site-'));
mkdirSync(path.join(siteDist, 'shell', 'dist'), { recursive: true });
writeFileSync(
  path.join(siteDist, 'shell', 'dist', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

describe('the fuzz route table', () => {
  it('has a row for every route the app mounts, and no row for a route it does not', () => {
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: siteDist });
    // Building the app touches no table; only the catalog cache asks to listen.
    const db = {
      kysely: {},
      driver: 'pglite',
      listen: async () => {},
      listening: () => true,
      close: async () => {},
    } as unknown as DatabaseHandle;
    const app = createApp({ db, config, logger: createLogger(config), payments: createPaymentProvider(config) });
    const mounted = mountedRoutes(app);
    expect(mounted.length).toBeGreaterThan(30);
    expect(ROUTE_TABLE.map(routeKey).sort()).toEqual(mounted);
  });
});

describeEachDatabase(
  'fuzz: hostile input to every route',
  (api) => {
    let fixtures: FuzzFixtures | undefined;
    const tally = new FuzzTally();
    const startedAt = performance.now();
    beforeAll(async () => {
      fixtures = await createFuzzFixtures(api);
    });

    describe.concurrent('answers 2xx, or 4xx with { code, message }, never 5xx or silence', () => {
      for (const row of ROUTE_TABLE) {
        it(routeKey(row), { timeout: ROUTE_TIMEOUT_MS }, async () => {
          if (!fixtures) throw new Error('the fixtures were not made');
          await fuzzRoute(row, { baseUrl: api.baseUrl, fixtures, tally, numRuns: runsFor(row.weight) });
        });
      }
    });

    it('sent the planned number of requests', () => {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      console.log(
        `[fuzz ${api.driver}] ${tally.requests} requests to ${ROUTE_TABLE.length} routes in ${seconds} s: ${tally.summary()}`,
      );
      // A route whose property failed stopped early; its failure above is the one to read.
      expect(tally.requests).toBeGreaterThanOrEqual(requestsPerDatabase);
    });

    it('leaves a consistent database: stock, carts, orders and their totals', async () => {
      const fuzzLine = fixtures?.fuzzLine;
      if (!fuzzLine) throw new Error('the fixtures were not made');
      expect(await consistencyProblems(api.db, { variantId: fuzzLine.variantId, startingStock: FUZZ_STOCK })).toEqual(
        [],
      );
    });
  },
  {
    seed: true,
    env: {
      SITE_DIST_DIR: siteDist,
      // A 5xx prints the server's own error (SQLSTATE, stack) beside the counterexample.
      LOG_LEVEL: 'error',
      ANALYTICS_EVENTS_PER_MINUTE: '1000000',
      NEWSLETTER_SIGNUPS_PER_MINUTE: '1000000',
      ORDER_LOOKUPS_PER_MINUTE: '1000000',
      CHECKOUT_SESSIONS_PER_MINUTE: '1000000',
      CART_CREATIONS_PER_MINUTE: '1000000',
      SEARCH_SUGGESTIONS_PER_MINUTE: '1000000',
      CONTACT_MESSAGES_PER_HOUR: '1000000',
    },
  },
);
