import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, healthResponseSchema } from '@ps/shared/schemas';
import { measuredPool } from '../src/db/pool-use';
import type { Db } from '../src/db/tables';
import { startTestServer, type TestServer } from './support/server';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('GET /api/health', (api) => {
  it('answers ok after asking the database, naming the driver', async () => {
    const response = await api.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(healthResponseSchema.parse(await response.json())).toEqual({ status: 'ok', database: api.driver });
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const echoed = await api.fetch('/api/health', { headers: { 'X-Request-Id': 'checkout-42.retry:1' } });
    expect(echoed.headers.get('x-request-id')).toBe('checkout-42.retry:1');

    const replaced = await api.fetch('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const generated = await api.fetch('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers with a CSP fit for Module Federation', async () => {
    const response = await api.fetch('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /api/health with the database down', () => {
  let server: TestServer;
  let unreachable: Db;

  beforeAll(async () => {
    // Port 1 refuses connections at once: a database that is down, not slow.
    const { pool, use } = measuredPool(new pg.Pool({ connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none' }));
    unreachable = new Kysely({ dialect: new PostgresDialect({ pool }) });
    server = await startTestServer(
      {
        kysely: unreachable,
        driver: 'postgres',
        // Never heard listening, so nothing is cached either.
        listen: () => Promise.resolve(),
        listening: () => false,
        poolUse: use,
        close: () => unreachable.destroy(),
      },
      {},
      { seedSettings: false },
    );
  });

  afterAll(async () => {
    await server.close();
    await unreachable.destroy();
  });

  it('answers 503 with the error body', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(apiErrorBodySchema.parse(await response.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not answering',
    });
  });
});
