#!/usr/bin/env node
// `npm run profile:create-order`: where create-order's time goes with concurrent buyers on PostgreSQL (named by
// PERF_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL, a role that may create databases; a fresh database is made
// and dropped). perf:api's scenario runs against the production build while this script samples, every 10 ms, what
// each of the API's database connections is doing (pg_stat_activity): waiting on a lock (the stock rows' FOR UPDATE),
// running a statement, or holding a transaction open while it waits for the API (`idle in transaction`: the Node
// process busy with other requests). Beside them: the API process's CPU per order (/proc) and how long queries waited
// for a pool connection (its /metrics). By Little's law a state's mean count times the window, over the orders, is
// the time an order spends in it. Every journey step is in the window, not only create-order: the split is of the
// whole checkout load, which is what create-order queues behind. Figures of a busy machine are printed all the same,
// with its load average: compare the shares, not the milliseconds. The API runs under `node --cpu-prof`, and its profile,
// cut to the measured window, gives the top self-time frames and packages with their share of the API's busy samples
// and its CPU per order; each route's statements per request come from ps_db_statements_total.
// Options: --port 4183 --buyers 20 --duration 10 --warmup 2 --top 20.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CREATE_ORDER_SERVER_ENV, measureCreateOrders } from './lib/create-order-scenario.mjs';
import { profileShares } from './lib/cpu-profile-shares.mjs';
import { freshServerDatabase, perfServerUrl } from './lib/fresh-database.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { ROOT } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4183' },
    buyers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    top: { type: 'string', default: '20' },
  },
});
const SAMPLE_EVERY_MS = 10;
/** /proc/<pid>/stat counts CPU time in clock ticks of 1/100 s on Linux. */
const TICKS_PER_SECOND = 100;
const pg = createRequire(path.join(ROOT, 'mock-api', 'package.json'))('pg');

const serverUrl = perfServerUrl();
if (!serverUrl) {
  console.log('Set PERF_DATABASE_URL (a role that may create databases): create-order is split on PostgreSQL only.');
  process.exit(1);
}

/** User + system CPU seconds of a process so far. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields; fields[0] here is the 3rd (state).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function poolWait(baseUrl, token) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const value = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? 0);
  // Each route's pool checkouts and statements (where the build counts them) and answers.
  const byRoute = new Map();
  const add = (method, route, field, count) => {
    const key = `${method} ${route}`;
    const entry = byRoute.get(key) ?? { checkouts: 0, statements: 0, requests: 0 };
    entry[field] += Number(count);
    byRoute.set(key, entry);
  };
  for (const [, method, route, count] of text.matchAll(
    /^ps_db_pool_acquisitions_total\{method="(\w+)",route="([^"]+)"\} (\S+)$/gm,
  )) {
    add(method, route, 'checkouts', count);
  }
  for (const [, method, route, count] of text.matchAll(
    /^ps_db_statements_total\{method="(\w+)",route="([^"]+)"\} (\S+)$/gm,
  )) {
    add(method, route, 'statements', count);
  }
  for (const [, method, route, count] of text.matchAll(
    /^ps_http_request_duration_seconds_count\{method="(\w+)",route="([^"]+)",status="\d+"\} (\S+)$/gm,
  )) {
    add(method, route, 'requests', count);
  }
  return { seconds: value('ps_db_pool_wait_seconds_sum'), count: value('ps_db_pool_wait_seconds_count'), byRoute };
}

const STATES = ['waiting on a lock', 'running a statement', 'idle in transaction (waiting for the API)'];

/** Samples the API's connections until stop() is called; resolves to the mean count in each state. */
function sampleConnections(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const totals = Object.fromEntries(STATES.map((state) => [state, 0]));
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select state, wait_event_type from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples += 1;
      for (const { state, wait_event_type: waitType } of rows) {
        if (waitType === 'Lock') totals[STATES[0]] += 1;
        else if (state === 'active') totals[STATES[1]] += 1;
        else if (state?.startsWith('idle in transaction')) totals[STATES[2]] += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
    await client.end();
    return Object.fromEntries(STATES.map((state) => [state, totals[state] / Math.max(samples, 1)]));
  })();
  return {
    stop: () => {
      running = false;
      return done;
    },
  };
}

/** The profile of the API's main thread (thread 0 serves the requests), written when it stops. */
function mainThreadProfile(dir) {
  const file = readdirSync(dir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  return { file: path.join(dir, file), profile: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) };
}
/** The clock the profile's timestamps use (monotonic, in µs). */
const nowMicroseconds = () => Number(process.hrtime.bigint() / 1000n);
const percent = (share) => (share * 100).toFixed(1);

const buyers = Number(args.buyers);
const duration = Number(args.duration);
const token = randomBytes(16).toString('hex');
console.log(`Load average ${loadavg()[0].toFixed(2)} at the start; ${buyers} buyers for ${duration} s on PostgreSQL.`);
const database = await freshServerDatabase(serverUrl);
const profileDir = mkdtempSync(path.join(tmpdir(), 'ps-profile-create-order-'));
let measured;
try {
  const server = await startProductionServer(Number(args.port), {
    databaseUrl: database.url,
    env: { ...CREATE_ORDER_SERVER_ENV, LOG_LEVEL: 'info', METRICS_TOKEN: token },
    discardOutput: true,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  try {
    await measureCreateOrders(server.baseUrl, { buyers, duration: Number(args.warmup), warmup: 0 });
    const cpuBefore = cpuSecondsOf(server.pid);
    const waitBefore = await poolWait(server.baseUrl, token);
    const sampler = sampleConnections(database.url);
    const from = nowMicroseconds();
    const figures = await measureCreateOrders(server.baseUrl, { buyers, duration, warmup: 0 });
    measured = { window: { from, to: nowMicroseconds() }, orders: Math.max(figures.orders, 1) };
    const states = await sampler.stop();
    const cpu = cpuSecondsOf(server.pid) - cpuBefore;
    const waitAfter = await poolWait(server.baseUrl, token);
    const orders = Math.max(figures.orders, 1);
    const perOrder = (seconds) => ((seconds * 1000) / orders).toFixed(1);
    console.log(
      `\n${figures.orders} orders (${figures.ordersPerSecond.toFixed(1)}/s), create-order p50 ` +
        `${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; ${figures.earlierSteps} earlier steps; ` +
        `load average ${loadavg()[0].toFixed(2)} at the end.`,
    );
    if (figures.refusals.length > 0) console.log(`Non-2xx answers: ${figures.refusals.join('; ')}`);
    const poolWaits = waitAfter.count - waitBefore.count;
    console.table([
      { where: 'API process CPU (all steps)', 'ms per order': perOrder(cpu), 'mean count': '' },
      {
        where: `waiting for a pool connection (${poolWaits} checkouts)`,
        'ms per order': perOrder(waitAfter.seconds - waitBefore.seconds),
        'mean count': '',
      },
      ...STATES.map((state) => ({
        where: `a connection ${state}`,
        'ms per order': perOrder(states[state] * duration),
        'mean count': states[state].toFixed(2),
      })),
    ]);
    const routes = [...waitAfter.byRoute].map(([route, after]) => {
      const before = waitBefore.byRoute.get(route) ?? { checkouts: 0, statements: 0, requests: 0 };
      const delta = (field) => after[field] - before[field];
      return { route, checkouts: delta('checkouts'), statements: delta('statements'), requests: delta('requests') };
    });
    if (routes.some(({ checkouts }) => checkouts > 0)) {
      console.log('Pool checkouts and statements by route (ps_db_pool_acquisitions_total, ps_db_statements_total):');
      const per = (count, over) => (count / Math.max(over, 1)).toFixed(2);
      console.table(
        routes
          .filter(({ checkouts }) => checkouts > 0)
          .map(({ route, checkouts, statements, requests }) => ({
            route,
            requests,
            'checkouts per request': per(checkouts, requests),
            'statements per request': per(statements, requests),
            'statements per order': per(statements, orders),
          })),
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}

if (measured) {
  const { file, profile } = mainThreadProfile(profileDir);
  const shares = profileShares(profile, { ...measured.window, top: Number(args.top) });
  const cpuPerOrder = shares.busyMicroseconds / 1000 / measured.orders;
  console.log(`\nAPI main thread: ${cpuPerOrder.toFixed(1)} ms busy per order in the window (profile ${file}).`);
  console.log("Top self time by frame (share of the API's busy samples):");
  console.table(shares.frames.map(({ name, share }) => ({ frame: name, '%': percent(share) })));
  console.log('By package:');
  console.table(shares.packages.map(({ name, share }) => ({ package: name, '%': percent(share) })));
}
