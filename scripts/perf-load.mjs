#!/usr/bin/env node
// `npm run perf:load`: a mixed load on the production API, 80 % browsing (catalog list, filtered list, product
// detail, categories, search), 15 % cart (add, update, read) and 5 % checkout (cart, session, address, payment
// step, order with the sandbox card), on the embedded database and, when PERF_DATABASE_URL (or DATABASE_URL)
// names a PostgreSQL server whose role may create databases, on a fresh database there too.
// A figure, not a test: it exits 0 whatever the numbers, non-zero only when a server fails to start.
// Options: --connections 50 --duration 60 --warmup 5 (seconds) --port 4185.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createRecorder, loadCycle, SCENARIOS } from './lib/load-scenarios.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { ROOT } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    port: { type: 'string', default: '4185' },
  },
});
const load = { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) };
const serverUrl = process.env.PERF_DATABASE_URL ?? process.env.DATABASE_URL;
// Every request comes from 127.0.0.1: the per-client checkout limit would stop the checkout scenario.
const SERVER_ENV = { CHECKOUT_SESSIONS_PER_MINUTE: '1000000' };
const SETTLE_MS = 3_000;

/** A database of its own on the server for one run, dropped afterwards. */
async function freshServerDatabase(adminUrl) {
  const pg = createRequire(path.join(ROOT, 'mock-api', 'package.json'))('pg');
  const name = `ps_perf_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Carts and checkouts use variants with plenty of stock and no per-order limit, so nothing sells out mid-run. */
const PLENTY = 20;

async function catalogOf(baseUrl) {
  const products = (await (await fetch(`${baseUrl}/api/products?limit=100`)).json()).products;
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()).categories;
  return {
    slugs: products.map((product) => product.slug),
    categories: categories.map((category) => category.slug),
    variants: products
      .filter((product) => product.maxPerOrder === null)
      .flatMap((product) =>
        product.variants
          .filter((variant) => variant.inventory.available >= PLENTY)
          .map((variant) => ({ productId: product.id, variantId: variant.id })),
      ),
  };
}

const percentile = (sorted, fraction) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

function report(label, result, recorder) {
  const total = SCENARIOS.reduce((sum, name) => sum + recorder.stats[name].latencies.length, 0);
  console.log(`\n${label}: ${load.connections} connections for ${load.duration} s after a ${load.warmup} s warm-up`);
  console.table(
    SCENARIOS.map((name) => {
      const { latencies, failures } = recorder.stats[name];
      const sorted = latencies.toSorted((a, b) => a - b);
      return {
        scenario: name,
        requests: latencies.length,
        share: `${((latencies.length * 100) / total).toFixed(1)} %`,
        'req/s': Math.round(latencies.length / load.duration),
        'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
        'non-2xx': [...failures.values()].reduce((sum, count) => sum + count, 0),
      };
    }),
  );
  const refusals = SCENARIOS.flatMap((name) =>
    [...recorder.stats[name].failures].map(([reason, count]) => `${name}: ${count} × ${reason}`),
  );
  if (refusals.length > 0) console.log(`Non-2xx answers: ${refusals.join('; ')}`);
  const failures = SCENARIOS.reduce(
    (sum, name) => sum + [...recorder.stats[name].failures.values()].reduce((total, count) => total + count, 0),
    0,
  );
  console.log(
    `Throughput ${Math.round(result.requests.average)} req/s; errors: ${failures + result.errors + result.timeouts} ` +
      `(${failures} non-2xx, ${result.errors} connection errors, ${result.timeouts} timeouts)`,
  );
}

async function run(label, databaseUrl) {
  const server = await startProductionServer(Number(args.port), { databaseUrl, env: SERVER_ENV });
  try {
    const recorder = createRecorder();
    const requests = loadCycle(await catalogOf(server.baseUrl), recorder);
    const options = { url: server.baseUrl, connections: load.connections, requests };
    if (load.warmup > 0) await autocannon({ ...options, duration: load.warmup });
    recorder.reset();
    process.stdout.write(`Measuring ${label} ... `);
    const result = await autocannon({ ...options, duration: load.duration });
    recorder.enabled = false;
    console.log('done');
    report(label, result, recorder);
    // autocannon drops its connections at the end; let the server finish what they asked before it stops.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  } finally {
    await server.stop();
  }
}

console.log(`Node ${process.version}, ${availableParallelism()} CPUs.`);
await run('Embedded PGlite', undefined);
if (serverUrl) {
  const database = await freshServerDatabase(serverUrl);
  try {
    await run(`PostgreSQL (${new URL(serverUrl).host}, a fresh database)`, database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL skipped: set PERF_DATABASE_URL (a role that may create databases) to measure it too.');
}
