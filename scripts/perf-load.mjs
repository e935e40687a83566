#!/usr/bin/env node
// `npm run perf:load`: a mixed load on the production API, 80 % browsing (catalog list, filtered list, product
// detail, categories, search), 15 % cart (add, update, read) and 5 % checkout (cart, session, address, payment
// step, order with the sandbox card), on the embedded database and, when PERF_DATABASE_URL (or DATABASE_URL)
// names a PostgreSQL server whose role may create databases, on a fresh database there too.
// A figure, not a test: it exits 0 whatever the numbers, non-zero only when a server fails to start.
// Options: --connections 50 --duration 60 --warmup 5 (seconds) --port 4185.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshServerDatabase, perfServerUrl } from './lib/fresh-database.mjs';
import { createRecorder, loadCatalog, loadCycle, percentile, SCENARIOS } from './lib/load-scenarios.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    port: { type: 'string', default: '4185' },
  },
});
const load = { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) };
const serverUrl = perfServerUrl();
// Every request comes from 127.0.0.1: the per-client checkout limit would stop the checkout scenario.
const SERVER_ENV = {
  CHECKOUT_SESSIONS_PER_MINUTE: '1000000',
  CART_CREATIONS_PER_MINUTE: '1000000',
  SEARCH_SUGGESTIONS_PER_MINUTE: '1000000',
};
const SETTLE_MS = 3_000;

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
    const recorder = createRecorder(SCENARIOS);
    const requests = loadCycle(await loadCatalog(server.baseUrl), recorder);
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
