import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/staff';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
// Set once in the runner process (workers load this file again and inherit it); global teardown reads it.
process.env.E2E_SERVER_LOG ??= path.join(mkdtempSync(path.join(tmpdir(), 'ps-e2e-log-')), 'server.log');
const serverLog = process.env.E2E_SERVER_LOG;

/**
 * The server's data directory, named `.data` as `npm start`'s default is (file serving once refused
 * that dot). Workers load this file again and inherit the runner's environment, so they see the
 * same directory and can read its mail outbox.
 */
process.env.E2E_DATA_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), 'ps-e2e-')), '.data');

/** Debian's Chromium: Playwright's own browser download cannot work offline. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // The server's log must hold no credentials or personal data the journeys sent (support/server-log-leaks.ts).
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording every journey to keep the failures' traces doubled journey times on a loaded machine (decision 057):
    // with no retries this records nothing; `--trace retain-on-failure` on the failing file brings the trace back.
    trace: 'on-first-retry',
  },
  projects: [
    // Signs each staff role in once and saves the session the console journeys open with (support/staff-sessions.ts).
    { name: 'staff-sessions', testMatch: 'staff-sessions.setup.ts' },
    { name: 'journeys', testMatch: '**/*.spec.ts', dependencies: ['staff-sessions'] },
  ],
  webServer: {
    // The production server on a fresh embedded database: the compiled API `npm start` runs, its log in a file.
    command: `node --enable-source-maps mock-api/dist/index.js > '${serverLog}' 2>&1`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every journey comes from one IP; per-client limits are tested in the API suite, not here.
      ORDER_LOOKUPS_PER_MINUTE: '10000',
      ANALYTICS_EVENTS_PER_MINUTE: '10000',
      NEWSLETTER_SIGNUPS_PER_MINUTE: '10000',
      CHECKOUT_SESSIONS_PER_MINUTE: '10000',
      CART_CREATIONS_PER_MINUTE: '10000',
      SEARCH_SUGGESTIONS_PER_MINUTE: '10000',
    },
  },
});
