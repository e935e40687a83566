#!/usr/bin/env node
// `npm run perf:api`: throughput of the catalog reads against a bare Express route answering a body of the same
// size, on this machine, at each connection count in turn (the bare route measured again at each), then the
// create-order scenario: concurrent guest buyers through cart, session, address and order, on the embedded
// database and, when PERF_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server whose role may create
// databases, on a fresh database there too.
// The budgets, at 50 connections: catalog reads at 0.6x or more of the bare route with p99 at most 20 ms;
// create-order p99 at most 100 ms with 20 buyers.
// Figures, not a test: it exits 0 whatever the numbers, non-zero only when a server or a target fails to start.
// Options: --connections 10,50 --duration 10 --warmup 2 --buyers 20 --order-duration 10 (seconds),
// --scenarios catalog,orders (either alone to compare one change quickly).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-baseline.mjs';
import { CREATE_ORDER_SERVER_ENV, measureCreateOrders } from './lib/create-order-scenario.mjs';
import { freshServerDatabase, perfServerUrl } from './lib/fresh-database.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const API_PORT = 4183;
const BARE_PORT = 4184;
const BUDGET = { connections: 50, ratio: 0.6, p99Ms: 20, createOrderP99Ms: 100 };
const FILTER_SORT = 'price_asc';
const SETTLE_MS = 3_000;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10,50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    buyers: { type: 'string', default: '20' },
    'order-duration': { type: 'string', default: '10' },
    scenarios: { type: 'string', default: 'catalog,orders' },
  },
});
const load = {
  levels: args.connections.split(',').map(Number),
  duration: Number(args.duration),
  warmup: Number(args.warmup),
};
const scenarios = new Set(args.scenarios.split(','));
const buyers = { buyers: Number(args.buyers), duration: Number(args['order-duration']), warmup: load.warmup };

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
  await autocannon({ ...options, duration: load.warmup });
  const result = await autocannon({ ...options, duration: load.duration });
  const expected = Number(result.statusCodeStats[target.status]?.count ?? 0);
  const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  console.log(`${Math.round(result.requests.average)} req/s`);
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes,
    failures: total - expected + result.errors + result.timeouts,
  };
}

const ratio = (value) => `${value.toFixed(2)}x`;

function report(connections, results) {
  const bare = results[0].rps;
  console.log(
    `\nPer target: ${connections} connections, ${load.duration} s after a ${load.warmup} s warm-up, one at a time.`,
  );
  console.table(
    results.map(({ target, rps, p50, p99, bytes, failures }) => ({
      target: target.label,
      'req/s': Math.round(rps),
      'p50 ms': p50,
      'p99 ms': p99,
      'vs bare': ratio(rps / bare),
      'body KB': (bytes / 1024).toFixed(1),
      'other statuses/errors': failures,
    })),
  );
  const catalog = results.filter(({ target }) => target.catalogRead);
  const figures = catalog.map(({ target, rps, p99 }) => `${target.name} ${ratio(rps / bare)} p99 ${p99} ms`).join(', ');
  console.log(
    `Catalog reads vs bare Express at ${connections} connections: ${figures} ` +
      `(budget at ${BUDGET.connections}: ${ratio(BUDGET.ratio)} or more, p99 at most ${BUDGET.p99Ms} ms)`,
  );
  if (connections !== BUDGET.connections) return;
  const outside = catalog.filter(({ rps, p99 }) => rps / bare < BUDGET.ratio || p99 > BUDGET.p99Ms);
  if (outside.length > 0) console.log(`Outside budget: ${outside.map(({ target }) => target.name).join(', ')}`);
}

async function measureCatalog(baseUrl) {
  const list = await getJson(`${baseUrl}/api/products`);
  const { body: categoryList } = await getJson(`${baseUrl}/api/categories?includeProductCount=true`);
  const fullest = categoryList.categories.toSorted((a, b) => b.productCount - a.productCount)[0];
  const detailPath = `/api/products/${list.body.products[0].slug}`;
  const filteredPath = `/api/products?category=${fullest.slug}&sort=${FILTER_SORT}`;
  const bare = await startBareServer(BARE_PORT, '/api/products', list.body);
  try {
    console.log(
      `Node ${process.version}, ${availableParallelism()} CPUs; bare baseline on Express ${bare.expressVersion}.`,
    );
    const apiTarget = (name, path, extra = {}) => ({
      name,
      label: `GET ${path}`,
      url: `${baseUrl}${path}`,
      status: 200,
      catalogRead: true,
      ...extra,
    });
    const targets = [
      { name: 'bare', label: 'bare Express, res.json(same body)', url: `${bare.baseUrl}/api/products`, status: 200 },
      apiTarget('list', '/api/products'),
      apiTarget('filtered list', filteredPath),
      apiTarget('detail', detailPath),
      apiTarget('categories', '/api/categories'),
    ];
    targets.push(
      apiTarget('compressed list', '/api/products', {
        label: 'GET /api/products, Accept-Encoding as browsers send (extra, not a budget row)',
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
        catalogRead: false,
      }),
    );
    if (list.etag) {
      targets.push(
        apiTarget('conditional list', '/api/products', {
          label: 'GET /api/products, If-None-Match -> 304 (extra, not a budget row)',
          // What a browser revalidating sends; without max-age=0 some clients add no-cache, which forbids a 304.
          headers: { 'If-None-Match': list.etag, 'Cache-Control': 'max-age=0' },
          status: 304,
          catalogRead: false,
        }),
      );
    }
    const tables = [];
    for (const connections of load.levels) {
      const results = [];
      for (const target of targets) results.push(await measure(target, connections));
      tables.push([connections, results]);
    }
    for (const [connections, results] of tables) report(connections, results);
  } finally {
    await bare.stop();
  }
}

async function createOrders(label, baseUrl) {
  process.stdout.write(`\nMeasuring create-order on ${label}, ${buyers.buyers} buyers ... `);
  const figures = await measureCreateOrders(baseUrl, buyers);
  console.log('done');
  console.log(
    `create-order on ${label}: ${buyers.buyers} buyers for ${buyers.duration} s after a ${buyers.warmup} s warm-up: ` +
      `${figures.orders} orders, ${figures.ordersPerSecond.toFixed(1)} orders/s, ` +
      `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (budget: p99 at most ${BUDGET.createOrderP99Ms} ms); ` +
      `${figures.earlierSteps} earlier steps answered; connection errors and timeouts: ${figures.errors}`,
  );
  if (figures.refusals.length > 0) console.log(`Non-2xx answers: ${figures.refusals.join('; ')}`);
  // autocannon drops its connections at the end; let the server finish what they asked before it stops.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

const api = await startProductionServer(API_PORT, { env: CREATE_ORDER_SERVER_ENV });
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
    const server = await startProductionServer(API_PORT, { databaseUrl: database.url, env: CREATE_ORDER_SERVER_ENV });
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
