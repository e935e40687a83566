import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/wiring/app';
import { parseConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { observeParsing, type Source } from '../src/http/validate';
import { createLogger } from '../src/logger';
import { API_OPERATIONS, openApiPath, type ApiOperation } from '../src/modules/api-docs';
import { createPaymentProvider } from '../src/modules/payments/create-payment-provider';
import { browser, registerCustomer } from './support/browser';
import { FuzzTally, sendAndCheck } from './support/fuzz/answer-check';
import { createFuzzFixtures, type FuzzFixtures } from './support/fuzz/fixtures';
import { mountedRoutes } from './support/fuzz/mounted-routes';
import { routeKey } from './support/fuzz/route-row';
import { ROUTE_TABLE } from './support/fuzz/route-table';
import { describeEachDatabase } from './support/suite';

const keyOf = (operation: ApiOperation) => `${operation.method.toUpperCase()} ${operation.path}`;
const operations = new Map(API_OPERATIONS.map((operation) => [keyOf(operation), operation]));

/** Reads its body itself: beacons send one event or a batch, as text/plain too (the description shows the batch). */
const OWN_BODY_READERS = new Set(['POST /api/analytics/events']);

/** Encoded on first use, which a loaded machine may take longer than a request's timeout to do; neither parses a query or body. */
const ENCODED_ON_FIRST_REQUEST = new Set(['GET /api/audio/previews/:trackId', 'GET /api/free-ep/download']);

// Store pages need a built shell page; a one-line one keeps them off the "site not built" answer.
const siteDist = mkdtempSync(path.join(tmpdir(), 'ps-docs-site-'));
mkdirSync(path.join(siteDist, 'shell', 'dist'), { recursive: true });
writeFileSync(
  path.join(siteDist, 'shell', 'dist', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
afterAll(() => rmSync(siteDist, { recursive: true, force: true }));

describe('the API description', () => {
  it('has an operation for every route the app mounts, and none for a route it does not', () => {
    const config = parseConfig({ NODE_ENV: 'test' });
    // Building the app touches no table; only the catalog cache asks to listen.
    const db = {
      kysely: {},
      driver: 'pglite',
      listen: async () => {},
      close: async () => {},
    } as unknown as DatabaseHandle;
    const app = createApp({ db, config, logger: createLogger(config), payments: createPaymentProvider(config) });
    expect([...operations.keys()].sort()).toEqual(mountedRoutes(app));
    expect(operations.size).toBe(API_OPERATIONS.length);
  });
});

describeEachDatabase(
  'the API description served and held to the routes',
  (api) => {
    const parsed = new Map<string, Set<z.ZodType>>();
    const answers: { key: string; body: unknown }[] = [];
    let fixtures: FuzzFixtures | undefined;

    beforeAll(async () => {
      fixtures = await createFuzzFixtures(api);
      observeParsing((route, source: Source, schema) => {
        const key = `${route} ${source}`;
        parsed.set(key, (parsed.get(key) ?? new Set()).add(schema));
      });
      // One valid request to every route, as the fuzz table knows how to make it.
      const tally = new FuzzTally();
      for (const row of ROUTE_TABLE.filter((candidate) => !ENCODED_ON_FIRST_REQUEST.has(routeKey(candidate)))) {
        const [example] = fc.sample(row.example(fixtures), 1);
        const slots = { newId: crypto.randomUUID(), newEmail: `docs-${crypto.randomUUID()}@example.com` };
        Object.assign(slots, row.context ? await row.context(fixtures) : {});
        const request = { params: {}, query: {}, headers: {}, ...example };
        const answer = await sendAndCheck(api.baseUrl, row, request, slots, tally);
        if (answer.status < 300) answers.push({ key: routeKey(row), body: answer.body });
      }
      // Where the table's examples stop before the parse: a customer signed in, a photo sent as a form.
      const customer = browser(api);
      await registerCustomer(customer);
      expect((await customer.get('/api/account/orders?limit=5')).status).toBe(200);
      const form = new FormData();
      form.set('caption', 'Front row');
      expect((await api.fetch('/api/fan-photos/submit', { method: 'POST', body: form })).status).toBe(400);
    }, 600_000);

    afterAll(() => observeParsing(undefined));

    it('serves the OpenAPI 3.1 document with every operation, console writes marked staff-only with the CSRF header', async () => {
      const response = await api.fetch('/api/docs/openapi.json');
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        openapi: string;
        paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; 'x-staff-only'?: boolean }>>;
      };
      expect(document.openapi).toBe('3.1.0');
      for (const operation of API_OPERATIONS) {
        expect(document.paths[openApiPath(operation.path)]?.[operation.method], keyOf(operation)).toBeDefined();
      }
      const refund = document.paths['/api/admin/orders/{id}/refunds']?.post;
      expect(refund?.['x-staff-only']).toBe(true);
      expect(refund?.parameters).toContainEqual(expect.objectContaining({ name: 'x-csrf-token', in: 'header' }));
      expect(document.paths['/api/admin/auth/login']?.post?.['x-staff-only']).toBeUndefined();
      const products = document.paths['/api/products']?.get;
      expect(products?.parameters).toContainEqual(expect.objectContaining({ name: 'sort', in: 'query' }));
    });

    it('serves a reference page that needs nothing from elsewhere', async () => {
      const response = await api.fetch('/api/docs');
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('/api/admin/orders/{id}/refunds');
      expect(page).toContain('Staff only');
      expect(page).not.toMatch(/<script|<link[^>]+stylesheet|https?:\/\/(?!127\.0\.0\.1)/);
    });

    it('describes each request with the very schema its route parses', () => {
      const problems: string[] = [];
      for (const operation of API_OPERATIONS) {
        for (const source of ['query', 'body'] as const) {
          const used = parsed.get(`${keyOf(operation)} ${source}`) ?? new Set();
          const described = operation[source];
          if (OWN_BODY_READERS.has(keyOf(operation)) && source === 'body') continue;
          if (described && !used.has(described))
            problems.push(`${keyOf(operation)}: the ${source} it parses is not the one described`);
          for (const schema of used) {
            if (schema !== described)
              problems.push(`${keyOf(operation)}: parses a ${source} the description does not show`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('describes each success answer with a schema the answer fits', () => {
      const problems = answers.flatMap(({ key, body }) => {
        const response = operations.get(key)?.response;
        if (!response || typeof body !== 'object') return [];
        const result = response.safeParse(body);
        return result.success
          ? []
          : [`${key}: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`];
      });
      expect(problems).toEqual([]);
    });
  },
  {
    seed: true,
    drivers: ['pglite'],
    env: {
      SITE_DIST_DIR: siteDist,
      CONTACT_MESSAGES_PER_HOUR: '1000',
      NEWSLETTER_SIGNUPS_PER_MINUTE: '1000',
      ORDER_LOOKUPS_PER_MINUTE: '1000',
    },
  },
);
