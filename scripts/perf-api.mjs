#!/usr/bin/env node
// `npm run perf:api`: throughput of the catalog reads against a bare Express route answering a body of the same
// size, on this machine. The budget: catalog reads at half or more of the bare route's requests per second.
// A figure, not a test: it exits 0 whatever the numbers, non-zero only when a server or a target fails to start.
// Options: --connections 10 --duration 10 --warmup 2 (seconds).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProductionServer } from './lib/production-server.mjs';

const API_PORT = 4183;
const BARE_PORT = 4184;
const BUDGET = 0.5;
const FILTER_SORT = 'price_asc';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
  },
});
const load = { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) };

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return { body: await response.json(), etag: response.headers.get('etag') };
}

/** The baseline in its own process, so it has a core of its own like the API. */
async function startBareServer(path, body) {
  const child = fork(new URL('./lib/bare-json-server.mjs', import.meta.url), { stdio: 'inherit' });
  const exited = once(child, 'exit').catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const started = once(child, 'message');
    child.send({ port: BARE_PORT, path, body });
    const [message] = await Promise.race([
      started,
      exited.then(() => Promise.reject(new Error('The bare Express server exited before it listened'))),
    ]);
    return { baseUrl: `http://127.0.0.1:${BARE_PORT}`, expressVersion: message.expressVersion, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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

async function measure(target) {
  const bytes = await checkTarget(target);
  const options = { url: target.url, headers: target.headers, connections: load.connections };
  process.stdout.write(`Measuring ${target.label} ... `);
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

function report(results) {
  const bare = results[0].rps;
  console.log(
    `\nPer target: ${load.connections} connections, ${load.duration} s after a ${load.warmup} s warm-up, one at a time.`,
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
  const figures = catalog.map(({ target, rps }) => `${target.name} ${ratio(rps / bare)}`).join(', ');
  console.log(`Catalog reads vs bare Express: ${figures} (budget ${ratio(BUDGET)})`);
  const below = catalog.filter(({ rps }) => rps / bare < BUDGET).map(({ target }) => target.name);
  if (below.length > 0) console.log(`Below budget: ${below.join(', ')}`);
}

const api = await startProductionServer(API_PORT);
let bare;
try {
  const list = await getJson(`${api.baseUrl}/api/products`);
  const { body: categoryList } = await getJson(`${api.baseUrl}/api/categories?includeProductCount=true`);
  const fullest = categoryList.categories.toSorted((a, b) => b.productCount - a.productCount)[0];
  const detailPath = `/api/products/${list.body.products[0].slug}`;
  const filteredPath = `/api/products?category=${fullest.slug}&sort=${FILTER_SORT}`;
  bare = await startBareServer('/api/products', list.body);
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs; bare baseline on Express ${bare.expressVersion}.`,
  );

  const apiTarget = (name, path, extra = {}) => ({
    name,
    label: `GET ${path}`,
    url: `${api.baseUrl}${path}`,
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

  const results = [];
  for (const target of targets) results.push(await measure(target));
  report(results);
} finally {
  await bare?.stop();
  await api.stop();
}
