#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse's standard mobile run (emulated phone, simulated slow 4G and 4x slower CPU),
// performance only, of the home page, the store and a product page against the production build. Each page runs
// three times; prints the median score and that run's metrics. A figure, not a test: a score under budget is printed,
// not failed; only a server or Lighthouse failure exits non-zero.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { firstProductPath, startProductionServer } from './lib/production-server.mjs';
import { run } from './lib/workspace.mjs';

const PORT = 4182;
const RUNS = 3;
const BUDGET = 95;
const ATTEMPTS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const score = (lhr) => Math.round(lhr.categories.performance.score * 100);

/** One run in a fresh Chromium, as Lighthouse CI does, so no run inherits another's cache or processes. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default one is the standard mobile run.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Chromium now and then drops a trace event Lighthouse needs (NO_NAVSTART); its advice is to run again.
 * An error that comes back on every attempt is a real failure.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(url);
    const error = lhr.runtimeError;
    if (!error) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    console.log(`  ${error.code}, running again`);
  }
}

/** The run with the median score, so every metric shown comes from one real run rather than a mix of three. */
function medianRun(reports) {
  return [...reports].sort((a, b) => score(a) - score(b))[Math.floor(reports.length / 2)];
}

function row(route, reports) {
  const lhr = medianRun(reports);
  const value = (id) => lhr.audits[id].numericValue;
  const seconds = (id) => `${(value(id) / 1000).toFixed(2)} s`;
  return {
    route,
    score: score(lhr),
    runs: reports.map(score).join(' '),
    FCP: seconds('first-contentful-paint'),
    LCP: seconds('largest-contentful-paint'),
    TBT: `${Math.round(value('total-blocking-time'))} ms`,
    CLS: value('cumulative-layout-shift').toFixed(3),
    'Speed Index': seconds('speed-index'),
    // Lighthouse's CPU benchmark during the run: low means a slow or busy machine, whose long tasks it then slows 4x.
    'CPU index': Math.round(lhr.environment.benchmarkIndex),
  };
}

await run('node', ['scripts/build-all.mjs', '--if-stale']);
const server = await startProductionServer(PORT);
try {
  const routes = ['/', '/store', await firstProductPath(server.baseUrl)];
  const rows = [];
  for (const route of routes) {
    const reports = [];
    for (let attempt = 1; attempt <= RUNS; attempt++) {
      console.log(`Lighthouse ${route} (run ${attempt} of ${RUNS})`);
      reports.push(await audit(`${server.baseUrl}${route}`));
    }
    rows.push(row(route, reports));
  }
  console.log(`\nLighthouse mobile, performance, median of ${RUNS} runs:`);
  console.table(rows);
  const under = rows.filter((entry) => entry.score < BUDGET).map((entry) => entry.route);
  const summary = rows.map((entry) => `${entry.route} ${entry.score}`).join(', ');
  console.log(
    `Lighthouse mobile performance (median of ${RUNS}): ${summary} (budget ${BUDGET})` +
      (under.length ? `; under budget: ${under.join(', ')}` : ''),
  );
} finally {
  await server.stop();
}
