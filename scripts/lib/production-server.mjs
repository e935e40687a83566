import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, run } from './workspace.mjs';

async function waitForHealth(baseUrl, child) {
  for (let attempt = 0; attempt < 120; attempt++) {
    // Without this a server that died on a busy port would be "healthy" through whatever holds the port.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode} before it became healthy`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 60 s');
}

/**
 * The process `npm start` runs (the API compiled afresh), in production mode on 127.0.0.1:<port>: on a fresh embedded database, or on
 * `databaseUrl` when given (never on a DATABASE_URL the caller happens to have set), with `env` on top (LOG_LEVEL
 * defaults to warn); from the checkout at `root` (another ref's worktree), this one by default. `discardOutput` sends
 * its standard output, the log, to /dev/null instead of this terminal; `nodeArgs` go to node before the script
 * (`--cpu-prof`, for a profile written when it stops).
 * Resolves once /api/health answers; `dataDir` holds its outbox, `pid` is its process; `stop()` ends it and deletes its
 * data folder.
 */
export async function startProductionServer(
  port,
  { databaseUrl, env = {}, root = ROOT, discardOutput = false, nodeArgs = [] } = {},
) {
  const baseUrl = `http://127.0.0.1:${port}`;
  await run('npm', ['run', 'build', '--silent', '-w', 'mock-api'], { cwd: root });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ps-perf-'));
  const inheritedEnv = { ...process.env };
  delete inheritedEnv.DATABASE_URL;
  const child = spawn('node', [...nodeArgs, '--enable-source-maps', 'mock-api/dist/index.js'], {
    cwd: root,
    stdio: ['inherit', discardOutput ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...inheritedEnv,
      // One process measured alone: its local uploads, outbox and sandbox payments are safe.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SINGLE_INSTANCE: 'true' } : {}),
      LOG_LEVEL: 'warn',
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, pid: child.pid, stop };
}

/** A product page (`/store/<slug>`, mf-store's route) for the first product of the seeded catalog. */
/** The first category's page, as the store links it. */
export async function firstCategoryPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/categories`);
  if (!response.ok) throw new Error(`GET /api/categories answered ${response.status}`);
  const { categories } = await response.json();
  return `/store/category/${categories[0].slug}`;
}

export async function firstProductPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { products } = await response.json();
  return `/store/${products[0].slug}`;
}
