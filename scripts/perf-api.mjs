#!/usr/bin/env node
// `npm run perf:api`: throughput of the catalog reads (list, filtered list, detail, categories), each against a
// bare Express route answering the same body from its own process, measured right before it at each connection
// count; then the create-order scenario: concurrent guest buyers through cart, session, address and order, on the
// embedded database and, when PERF_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server whose
// role may create databases, on a fresh database there too. The API runs as production does: NODE_ENV=production
// at the default log level, so each request writes its access line (to /dev/null here).
// The budgets (api-figures.mjs), at 50 connections: catalog reads at 0.6x or more of the bare route with p99 at
// most 20 ms; create-order p99 at most 100 ms with 20 buyers. A run that starts at a load average above 1.0 prints
// its figures marked invalid and compares none with a budget.
// Figures, not a test: it exits 0 whatever the numbers, non-zero only when a server or a target fails to start.
// Options: --connections 10,50 --duration 10 --warmup 2 --buyers 20 --order-duration 10 (seconds),
// --scenarios catalog,orders (either alone to compare one change quickly), --reads list,categories (a subset),
// --port 4183 --bare-port 4184 (the API's and the bare route's).
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { catalogVerdict, createOrderVerdict, formatRatio, machineVerdict, ratioTo } from './lib/api-figures.mjs';
import { startBareServer } from './lib/bare-baseline.mjs';
import { CREATE_ORDER_SERVER_ENV, measureCreateOrders } from './lib/create-order-scenario.mjs';
import { freshServerDatabase, perfServerUrl } from './lib/fresh-database.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const FILTER_SORT = 'price_asc';
const SETTLE_MS = 3_000;
/** The level production runs at (config.ts's default), so the access log is part of what is measured. */
const SERVER = { env: { ...CREATE_ORDER_SERVER_ENV, LOG_LEVEL: 'info' }, discardOutput: true };

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10,50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    buyers: { type: 'string', default: '20' },
    'order-duration': { type: 'string', default: '10' },
    scenarios: { type: 'string', default: 'catalog,orders' },
    reads: { type: 'string', default: 'list,filtered list,detail,categories' },
    port: { type: 'string', default: '4183' },
    'bare-port': { type: 'string', default: '4184' },
  },
});
const API_PORT = Number(args.port);
const BARE_PORT = Number(args['bare-port']);
const load = {
  levels: args.connections.split(',').map(Number),
  duration: Number(args.duration),
  warmup: Number(args.warmup),
};
const scenarios = new Set(args.scenarios.split(','));
const reads = new Set(args.reads.split(','));
const buyers = { buyers: Number(args.buyers), duration: Number(args['order-duration']), warmup: load.warmup };
const machine = machineVerdict(loadavg()[0]);

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return { body: await response.json(), etag: response.headers.get('etag') };
}

/** One request first: a target that answers the wrong status is a setup error, not a slow figure. */
async function checkTarget(target) {
  const response = await fetch(target.url, { headers: target.headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== target.status) {
    throw new Error(`${target.label} answered ${response.status}, expected ${target.status}`);
  }
  return bytes;
}

async function measure(target, connections) {
  const bytes = await checkTarget(target);
  const options = { url: target.url, headers: target.headers, connections };
  process.stdout.write(`Measuring ${target.label} at ${connections} connections ... `);
  if (load.warmup > 0) await autocannon({ ...options, duration: load.warmup });
  const result = await autocannon({ ...options, duration: load.duration });
  const expected = Number(result.statusCodeStats[target.status]?.count ?? 0);
  const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  console.log(`${Math.round(result.requests.average)} req/s`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes,
    failures: total - expected + result.errors + result.timeouts,
  };
}

function report(connections, rows) {
  console.log(
    `\nCatalog reads at ${connections} connections, ${load.duration} s each after a ${load.warmup} s warm-up, ` +
      'one at a time; "bare" is Express 5 answering the same body from its own process, measured just before.',
  );
  console.table(
    rows.map(({ read, api, bare }) => ({
      read: read.label,
      'req/s': Math.round(api.rps),
      'p50 ms': api.p50,
      'p99 ms': api.p99,
      'bare req/s': bare ? Math.round(bare.rps) : '',
      'bare p99 ms': bare ? bare.p99 : '',
      'vs bare': bare ? formatRatio(ratioTo(api.rps, bare.rps)) : '',
      verdict: bare
        ? (catalogVerdict({ ...api, ratio: ratioTo(api.rps, bare.rps), connections, ...machine }) ?? '')
        : '',
      'body KB': (api.bytes / 1024).toFixed(1),
      'other statuses/errors': api.failures + (bare?.failures ?? 0),
    })),
  );
}

async function catalogReads(baseUrl) {
  const list = await getJson(`${baseUrl}/api/products`);
  const { body: categoryList } = await getJson(`${baseUrl}/api/categories?includeProductCount=true`);
  const fullest = categoryList.categories.toSorted((a, b) => b.productCount - a.productCount)[0];
  const paths = {
    list: '/api/products',
    'filtered list': `/api/products?category=${fullest.slug}&sort=${FILTER_SORT}`,
    detail: `/api/products/${list.body.products[0].slug}`,
    categories: '/api/categories',
  };
  const budgetRows = [];
  for (const [name, path] of Object.entries(paths)) {
    if (!reads.has(name)) continue;
    const { body } = await getJson(`${baseUrl}${path}`);
    budgetRows.push({ name, path, body, bare: `/bare/${name.replace(' ', '-')}` });
  }
  return { budgetRows, listEtag: list.etag };
}

async function measureCatalog(baseUrl) {
  const { budgetRows, listEtag } = await catalogReads(baseUrl);
  const bare = await startBareServer(
    BARE_PORT,
    budgetRows.map((row) => ({ path: row.bare, body: row.body })),
  );
  try {
    console.log(
      `Node ${process.version}, ${availableParallelism()} CPUs; bare baseline on Express ${bare.expressVersion}.`,
    );
    const apiTarget = (path, extra = {}) => ({ label: `GET ${path}`, url: `${baseUrl}${path}`, status: 200, ...extra });
    const pairs = budgetRows.map((row) => ({
      read: apiTarget(row.path),
      bare: { label: `bare ${row.name}`, url: `${bare.baseUrl}${row.bare}`, status: 200 },
    }));
    // Extras, not budget rows: what a browser sends, compressed, and its revalidation.
    pairs.push({
      read: apiTarget('/api/products', {
        label: 'GET /api/products, Accept-Encoding as browsers send',
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      }),
    });
    if (listEtag) {
      pairs.push({
        read: apiTarget('/api/products', {
          label: 'GET /api/products, If-None-Match -> 304',
          // What a browser revalidating sends; without max-age=0 some clients add no-cache, which forbids a 304.
          headers: { 'If-None-Match': listEtag, 'Cache-Control': 'max-age=0' },
          status: 304,
        }),
      });
    }
    const tables = [];
    for (const connections of load.levels) {
      const rows = [];
      for (const pair of pairs) {
        const bareFigures = pair.bare ? await measure(pair.bare, connections) : undefined;
        rows.push({ read: pair.read, bare: bareFigures, api: await measure(pair.read, connections) });
      }
      tables.push([connections, rows]);
    }
    for (const [connections, rows] of tables) report(connections, rows);
  } finally {
    await bare.stop();
  }
}

const orderRows = [];

async function createOrders(label, baseUrl) {
  process.stdout.write(`\nMeasuring create-order on ${label}, ${buyers.buyers} buyers ... `);
  const figures = await measureCreateOrders(baseUrl, buyers);
  console.log('done');
  orderRows.push({
    'create-order on': label,
    buyers: buyers.buyers,
    orders: figures.orders,
    'orders/s': figures.ordersPerSecond.toFixed(1),
    'p50 ms': figures.p50.toFixed(1),
    'p99 ms': figures.p99.toFixed(1),
    verdict: createOrderVerdict({ p99: figures.p99, ...machine }),
    'earlier steps': figures.earlierSteps,
    'connection errors/timeouts': figures.errors,
  });
  if (figures.refusals.length > 0) console.log(`Non-2xx answers: ${figures.refusals.join('; ')}`);
  // autocannon drops its connections at the end; let the server finish what they asked before it stops.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

console.log(machine.message);
const api = await startProductionServer(API_PORT, SERVER);
try {
  if (scenarios.has('catalog')) await measureCatalog(api.baseUrl);
  if (scenarios.has('orders')) await createOrders('embedded PGlite', api.baseUrl);
} finally {
  await api.stop();
}
const serverUrl = perfServerUrl();
if (serverUrl && scenarios.has('orders')) {
  const database = await freshServerDatabase(serverUrl);
  try {
    const server = await startProductionServer(API_PORT, { ...SERVER, databaseUrl: database.url });
    try {
      await createOrders(`PostgreSQL (${new URL(serverUrl).host}, a fresh database)`, server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
} else if (scenarios.has('orders')) {
  console.log(
    '\nPostgreSQL skipped: set PERF_DATABASE_URL (a role that may create databases) to measure create-order there too.',
  );
}
if (orderRows.length > 0) {
  console.log(`\ncreate-order, ${buyers.duration} s after a ${buyers.warmup} s warm-up (budget: p99 at most 100 ms):`);
  console.table(orderRows);
}
console.log(`\n${machine.message}`);
