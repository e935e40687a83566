#!/usr/bin/env node
// `npm run profile:api`: where a catalog read's CPU goes. The production build runs as perf:api runs it (info log to
// /dev/null) under `node --cpu-prof`; autocannon drives each read, after the bare Express route serving the same body
// from its own process, and the profile is cut to each read's measured window (warm-up, start-up and migrations left
// out). Prints each read's req/s beside the bare route's and the top self-time frames and packages of that window,
// as shares of the samples in which the server ran: on a busy machine the shares and the ratio hold, the timings
// do not. The profile is kept for Chrome DevTools (its path is printed).
// Options: --port 4183 --bare-port 4184 --connections 50 --duration 8 --warmup 2 --reads detail,categories,list
// --top 15.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { formatRatio, ratioTo } from './lib/api-figures.mjs';
import { startBareServer } from './lib/bare-baseline.mjs';
import { profileShares } from './lib/cpu-profile-shares.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4183' },
    'bare-port': { type: 'string', default: '4184' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    reads: { type: 'string', default: 'detail,categories' },
    top: { type: 'string', default: '15' },
  },
});
const connections = Number(args.connections);
const top = Number(args.top);
/** Frames whose share with their callees is printed too: our code and the middleware every request passes. */
const CHAIN_FRAME = /dist\/index\.js|helmet|compression|etag|negotiator|zod|prom-client|express\/lib\/response/;

const mainThreadProfile = (dir) => {
  // One file per thread (`CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`); thread 0 serves the requests.
  const file = readdirSync(dir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  return { file: path.join(dir, file), profile: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) };
};
const profileArgs = (dir) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];

const apiProfileDir = mkdtempSync(path.join(tmpdir(), 'ps-profile-api-'));
const bareProfileDir = mkdtempSync(path.join(tmpdir(), 'ps-profile-bare-'));
console.log(`Load average ${loadavg()[0].toFixed(2)} at the start.`);
const api = await startProductionServer(Number(args.port), {
  env: { LOG_LEVEL: 'info' },
  discardOutput: true,
  nodeArgs: profileArgs(apiProfileDir),
});
const nowMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

async function drive(url) {
  const options = { url, connections };
  await autocannon({ ...options, duration: Number(args.warmup) });
  const from = nowMicroseconds();
  const result = await autocannon({ ...options, duration: Number(args.duration) });
  const window = { from, to: nowMicroseconds() };
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total, window };
}

const windows = [];
try {
  const product = (await (await fetch(`${api.baseUrl}/api/products?limit=1`)).json()).products[0];
  const paths = { detail: `/api/products/${product.slug}`, categories: '/api/categories', list: '/api/products' };
  const reads = args.reads.split(',').map((name) => ({ name, path: paths[name] }));
  const bodies = await Promise.all(reads.map(async (read) => (await fetch(`${api.baseUrl}${read.path}`)).json()));
  const bare = await startBareServer(
    Number(args['bare-port']),
    reads.map((read, index) => ({ path: `/bare/${read.name}`, body: bodies[index] })),
    profileArgs(bareProfileDir),
  );
  try {
    for (const read of reads) {
      const bareFigures = await drive(`${bare.baseUrl}/bare/${read.name}`);
      windows.push({ ...read, bare: bareFigures, api: await drive(`${api.baseUrl}${read.path}`) });
    }
  } finally {
    await bare.stop();
  }
} finally {
  await api.stop();
}

const apiProfile = mainThreadProfile(apiProfileDir);
const bareProfile = mainThreadProfile(bareProfileDir);
console.log(`Load average ${loadavg()[0].toFixed(2)} at the end. Profiles: ${apiProfile.file} ${bareProfile.file}`);
const percent = (share) => (share * 100).toFixed(1);
/** CPU microseconds per request of a package, from its share of the busy samples. */
const perRequest = (shares, name, requests) => {
  const share = shares.packages.find((each) => each.name === name)?.share ?? 0;
  return Math.round((share * shares.busyMicroseconds) / requests);
};
for (const { name, path: readPath, bare, api: figures } of windows) {
  const inclusiveOf = (frame) => CHAIN_FRAME.test(frame);
  const apiShares = profileShares(apiProfile.profile, { ...figures.window, top, inclusiveOf });
  const bareShares = profileShares(bareProfile.profile, { ...bare.window, top: Infinity });
  const apiCpu = apiShares.busyMicroseconds / figures.requests;
  const bareCpu = bareShares.busyMicroseconds / bare.requests;
  console.log(
    `\nGET ${readPath} at ${connections} connections: ${Math.round(figures.rps)} req/s (p99 ${figures.p99} ms), ` +
      `bare ${Math.round(bare.rps)} req/s (p99 ${bare.p99} ms): ${formatRatio(ratioTo(figures.rps, bare.rps))} of bare. ` +
      `Busy time per request: API ${Math.round(apiCpu)} µs, bare ${Math.round(bareCpu)} µs ` +
      `(${formatRatio(ratioTo(bareCpu, apiCpu))}).`,
  );
  console.log(`Top self time by frame, API (${name}):`);
  console.table(apiShares.frames.map(({ name: frame, share }) => ({ frame, '%': percent(share) })));
  console.log('By package: share of busy samples and µs per request, API beside bare:');
  console.table(
    apiShares.packages.map(({ name: group, share }) => ({
      package: group,
      'API %': percent(share),
      'API µs/req': perRequest(apiShares, group, figures.requests),
      'bare µs/req': perRequest(bareShares, group, bare.requests),
    })),
  );
  console.log('Our code and the middleware chain, with what they call (API):');
  console.table(apiShares.inclusive.map(({ name: frame, share }) => ({ frame, '%': percent(share) })));
}
