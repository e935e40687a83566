#!/usr/bin/env node
// `npm run perf:bundles`: loads each route in a fresh Chromium context against the production build and prints the
// JavaScript a first visit downloads for that route's first screen, against issue 16's budgets (decision 029).
// Counted until the network is idle after load: the page's own scripts (shell, remote entries, route chunks, shared
// singletons) and the remotes config, gzip measured by compressing each body with zlib level 6 (so the figure does
// not depend on which encoding the server chose). Service workers are blocked: their precache is for later visits.
// A figure, not a test. Options: --port 4180 (the production server it starts), --files (every counted file).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { classifyRequest, summarizeRoute } from './lib/first-load-js.mjs';
import { firstProductPath, startProductionServer } from './lib/production-server.mjs';
import { run } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '4180' }, files: { type: 'boolean', default: false } },
});
const PORT = Number(args.port);
const ROUTES = ['/', '/social', '/store', '/store/search', '/cart', '/checkout', '/account/orders', '/track', '/admin'];

async function download(response) {
  const request = response.request();
  const owner = classifyRequest({
    url: request.url(),
    resourceType: request.resourceType(),
    fromWorker: request.serviceWorker() !== null,
  });
  if (!owner) return null;
  const body = await response.body().catch(() => Buffer.alloc(0));
  return { ...owner, file: new URL(request.url()).pathname, raw: body.length, gzip: gzipSync(body).length };
}

/**
 * A shopper's browser before their first visit to a page: a cart holding one line of the first product (added
 * through the API under a new browser session id, which the page finds in local storage), and an empty HTTP cache.
 * Without a line `/checkout` sends the visitor to the cart before any form is drawn (decision 030).
 */
async function withCartLine(context, baseUrl) {
  const sessionId = crypto.randomUUID();
  const { products } = await (await fetch(`${baseUrl}/api/products?limit=1`)).json();
  const [product] = products;
  const response = await fetch(`${baseUrl}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify({ productId: product.id, variantId: product.variants[0].id, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`POST /api/cart/items answered ${response.status}`);
  // The key `storageKey('session_id')` names in @ps/shared/api's browser-session.ts.
  await context.addInitScript((id) => globalThis.localStorage.setItem('ps_session_id', id), sessionId);
}

async function measure(browser, baseUrl, route, { label = route, prepare } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await prepare?.(context, baseUrl);
  const page = await context.newPage();
  const downloads = [];
  page.on('response', (response) => downloads.push(download(response)));
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const counted = (await Promise.all(downloads)).filter(Boolean);
  await context.close();
  if (args.files) {
    console.log(`\n${label}`);
    console.table(
      counted.map(({ owner, kind, file, gzip }) => ({ owner, kind, file, 'gzip KB': +(gzip / 1024).toFixed(1) })),
    );
  }
  return { ...summarizeRoute(route, counted), route: label };
}

await run('node', ['scripts/build-all.mjs', '--if-stale']);
const server = await startProductionServer(PORT);
try {
  const routes = [...ROUTES.slice(0, 3), await firstProductPath(server.baseUrl), ...ROUTES.slice(3)];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
  const rows = [];
  try {
    for (const route of routes) rows.push(await measure(browser, server.baseUrl, route));
    rows.push(
      await measure(browser, server.baseUrl, '/checkout', { label: '/checkout, one cart line', prepare: withCartLine }),
    );
  } finally {
    await browser.close();
  }
  console.log('\nFirst-load JavaScript per route, service workers blocked (gzip = zlib level 6 of each body):');
  console.table(rows);
} finally {
  await server.stop();
}
