#!/usr/bin/env node
// `npm run perf:bundles`: loads each route group in Chromium against the production build and prints,
// per route, the JavaScript it downloaded (raw and gzip) and how many requests that took. A figure, not a test.
// Option: --port 4180 (the production server it starts).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { firstProductPath, startProductionServer } from './lib/production-server.mjs';
import { run } from './lib/workspace.mjs';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '4180' } } });
const PORT = Number(args.port);
const ROUTES = ['/', '/social', '/store', '/store/search', '/cart', '/checkout', '/account/orders', '/track', '/admin'];

async function measure(browser, baseUrl, route) {
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
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await context.close();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
  return { route, requests: sizes.length, 'raw KB': kb(raw), 'gzip KB': kb(gzip) };
}

await run('node', ['scripts/build-all.mjs', '--if-stale']);
const server = await startProductionServer(PORT);
try {
  const routes = [...ROUTES.slice(0, 3), await firstProductPath(server.baseUrl), ...ROUTES.slice(3)];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
  const rows = [];
  try {
    for (const route of routes) rows.push(await measure(browser, server.baseUrl, route));
  } finally {
    await browser.close();
  }
  console.log('\nFirst-load JavaScript per route (gzip measured with zlib level 6):');
  console.table(rows);
} finally {
  await server.stop();
}
