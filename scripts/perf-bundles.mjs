#!/usr/bin/env node
// `npm run perf:bundles`: loads each route group in Chromium against the production build and prints,
// per route, the JavaScript it downloaded (raw and gzip) and how many requests that took. A figure, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT, run } from './lib/workspace.mjs';

const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = ['/', '/social', '/store', '/store/search', '/cart', '/checkout', '/account/orders', '/track', '/admin'];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy');
}

async function measure(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => ({ raw: 0, gzip: 0 })),
    );
  });
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await context.close();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
  return { route, requests: sizes.length, 'raw KB': kb(raw), 'gzip KB': kb(gzip) };
}

await run('node', ['scripts/build-all.mjs', '--if-stale']);
const server = spawn('node', ['--import', 'tsx', 'mock-api/src/index.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ps-perf-')),
  },
});
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const { products } = await (await fetch(`${BASE}/api/products?limit=1`)).json();
  const routes = [...ROUTES.slice(0, 3), `/store/${products[0].slug}`, ...ROUTES.slice(3)];
  const rows = [];
  for (const route of routes) rows.push(await measure(browser, route));
  await browser.close();
  console.log('\nFirst-load JavaScript per route (gzip measured with zlib level 6):');
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
