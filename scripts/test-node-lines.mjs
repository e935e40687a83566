#!/usr/bin/env node
// CI on the other supported Node lines (decision 055): on Node 22 and 24, the unit project (not the
// jsdom component tests, which run browser code in a simulated page: amended 2026-11-29), the API
// suites a Node upgrade can break (crypto, streams, HTTP, child processes, native and wasm packages)
// on PGlite, and a production start (`npm start` answers /api/health, then SIGTERM exits 0).
// The whole suite stays on the machine's Node. Each line's Node comes from the npm registry.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

const LINES = ['22', '24'];

const API_FILES = [
  // `npm start` compiled, as production runs it: boots, answers /api/health, stops cleanly on SIGTERM.
  'start-script',
  'health',
  'errors',
  'slow-bodies',
  'checkout-flow',
  'account-sign-in',
  'admin-two-factor',
  'admin-product-files',
  'art',
  // One valid request to every route the app mounts.
  'api-description',
].map((name) => `mock-api/test/${name}.api.test.ts`);

/** The registry's `node-<platform>-<arch>` package of a line, installed once into node_modules/.cache. */
async function nodeOfLine(line) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(ROOT, 'node_modules', '.cache', 'node-lines', line);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    await run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--silent',
      `${pkg}@${line}`,
    ]);
  }
  return bin;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const timings = [];
for (const line of LINES) {
  const started = Date.now();
  const bin = await nodeOfLine(line);
  // The first `node` on PATH is the line's: npx, vitest's workers and npm start's scripts run on it.
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  // PGlite only: the PostgreSQL runs are the machine's Node's, and the database does not change with Node.
  delete env.TEST_DATABASE_URL;
  await run('node', ['--version'], { env });
  console.log(`\n▶ Node ${line}: unit tests`);
  await run('npx', ['vitest', 'run', '--project', 'unit'], { env });
  console.log(`\n▶ Node ${line}: API tests (${API_FILES.length} files, PGlite) and a production start`);
  await run('npx', ['vitest', 'run', '--project', 'api', ...API_FILES], { env });
  timings.push(`Node ${line}: ${seconds(started)} (load average ${load()})`);
}
console.log(`\nOther Node lines passed.\n${timings.join('\n')}`);
