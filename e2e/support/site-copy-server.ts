import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const APPS = ['shell', 'mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'mf-admin'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Every .js/.cjs file under a folder. */
async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.c?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A production server of its own over a copy of the built site whose apps are links to the
 * real dists, so one app can be "redeployed" (its link swapped to a changed copy, as a deploy
 * that replaces a folder would) without touching the build the other journeys use. `env` adds
 * settings the shared e2e server does not have (SENTRY_DSN); `fixedPort` is a port of the caller's own
 * range instead of a free one.
 */
export async function startSiteCopyServer(env: Record<string, string> = {}, fixedPort?: number) {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'ps-e2e-site-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ps-e2e-site-data-'));
  // The prerender bundles resolve react and friends from the site's node_modules, as on a server.
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'));
  for (const app of APPS) {
    await mkdir(path.join(siteDir, app));
    await symlink(path.join(REPO_ROOT, app, 'dist'), path.join(siteDir, app, 'dist'));
  }
  const port = fixedPort ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(siteDir, 'server.log');
  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, ['mock-api/dist/index.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SITE_DIST_DIR: siteDir,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
  let deploys = 0;

  return {
    baseURL,
    /**
     * Deploys a copy of the app's built dist, each script passed through `change`, in place of
     * the one the server serves: the link is swapped in one rename, so no request sees half of it.
     */
    async redeploy(app: string, change: (text: string, file: string) => string): Promise<void> {
      const copy = path.join(siteDir, app, `dist-${++deploys}`);
      await cp(path.join(REPO_ROOT, app, 'dist'), copy, { recursive: true });
      for (const file of await scripts(copy)) await writeFile(file, change(await readFile(file, 'utf8'), file));
      const link = path.join(siteDir, app, `dist-${deploys}.link`);
      await symlink(copy, link);
      await rename(link, path.join(siteDir, app, 'dist'));
    },
    /** What the server logged (warnings and errors). */
    log: () => readFile(logFile, 'utf8'),
    async stop(): Promise<void> {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = once(server, 'exit');
        server.kill();
        await exited;
      }
      for (const dir of [siteDir, dataDir]) if (existsSync(dir)) await rm(dir, { recursive: true, force: true });
    },
  };
}

export type SiteCopyServer = Awaited<ReturnType<typeof startSiteCopyServer>>;
