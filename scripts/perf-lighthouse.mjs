#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse's standard mobile run (emulated phone, simulated slow 4G and 4x slower CPU),
// performance only, of issue 24's fan routes against the production build. Each route runs `--runs` times (5) in a
// fresh Chromium, and as often with every `*.js` request blocked: that floor is the server's HTML, CSS and images
// alone, so the scripts' cost is read as the difference from it, which the machine's speed does not explain away.
// Prints the medians, every run's CPU index, the top 5 scripts by main-thread time and the budget verdicts; with
// `--compare <ref>` the same for another ref, built in a temporary worktree and measured in the same runs.
// Refuses to measure on a busy machine (load-check.mjs). A figure, not a test: a budget missed is printed, not failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { parseLighthouseArguments, USAGE } from './lib/lighthouse/arguments.mjs';
import { budgetMisses, overFloor, runFigures, seconds, summarizeRuns, topScripts } from './lib/lighthouse/figures.mjs';
import { checkLoad } from './lib/lighthouse/load-check.mjs';
import { buildOtherRef } from './lib/lighthouse/other-ref.mjs';
import { resolveRoutes, SHOPPER_ROUTES } from './lib/lighthouse/routes.mjs';
import { giveShopperTo, prepareShopper } from './lib/lighthouse/shopper.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { run } from './lib/workspace.mjs';

const FIRST_SCREEN_WAIT_MS = 10_000;
const ATTEMPTS = 3;
const QUIET_WAIT_MS = 10 * 60_000;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

let options;
try {
  options = parseLighthouseArguments(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

/** The verdict on the load now; exits non-zero, saying why, when the machine is too busy to measure. */
function requireQuiet() {
  const verdict = checkLoad(os.loadavg()[0], { ignoreLoad: options.ignoreLoad });
  console.log(`${loadLine()}: ${verdict.message}`);
  if (!verdict.measure) process.exit(1);
  return verdict;
}

/** After the builds, which load the machine themselves, waits for the 1-minute average to settle before measuring. */
async function settle() {
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (!options.ignoreLoad && !checkLoad(os.loadavg()[0]).measure && Date.now() < deadline) {
    console.log(`Waiting for the builds' load to settle: ${loadLine()}`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return requireQuiet();
}

/** One run in a fresh Chromium, as Lighthouse CI does, so no run inherits another's cache or processes. */
async function runLighthouse(url, { floor, shopper, baseUrl }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (shopper) await giveShopperTo(chrome.port, baseUrl, shopper);
    // No config: Lighthouse's default one is the standard mobile run.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(floor ? { blockedUrlPatterns: ['*.js'] } : {}),
      // The profile is new for every run; a reset would clear the shopper's cookies and storage.
      ...(shopper ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Writes one run's whole report under --reports, named by ref, route and run. */
function keepReport(lhr, name) {
  mkdirSync(options.reports, { recursive: true });
  writeFileSync(path.join(options.reports, `${name}.json`), JSON.stringify(lhr));
}

/**
 * Chromium now and then drops a trace event Lighthouse needs (NO_NAVSTART); its advice is to run again.
 * An error that comes back on every attempt is a real failure.
 */
async function audit(url, how) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(url, how);
    if (options.reports) keepReport(lhr, how.reportName);
    const error = lhr.runtimeError;
    if (!error) return runFigures(lhr);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    console.log(`  ${error.code}, running again`);
  }
}

/**
 * A page's first screen is drawn on the first request for it and kept (decision 026): ask until the server
 * sends it, so every measured run gets the page as every visitor after the first does.
 */
async function warm(url) {
  const deadline = Date.now() + FIRST_SCREEN_WAIT_MS;
  while (Date.now() < deadline) {
    const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
    if (html.includes('id="ps-first-screen"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`  ${url} came without a first screen for ${FIRST_SCREEN_WAIT_MS / 1000} s; measured as it is`);
}

/**
 * Fills `targets` with this tree and, with --compare, the other ref: each built, served, with its routes resolved
 * and its shopper. Each joins as soon as it exists, so a failure later still stops it.
 */
async function startTargets(targets) {
  await run('node', ['scripts/build-all.mjs', '--if-stale']);
  targets.push({ label: 'this tree', server: await startProductionServer(options.port) });
  if (options.compare) {
    const other = { label: options.compare, tree: await buildOtherRef(options.compare) };
    targets.push(other);
    other.server = await startProductionServer(options.comparePort, { root: other.tree.root });
  }
  for (const target of targets) {
    target.routes = await resolveRoutes(target.server.baseUrl, options.routes);
    if (target.routes.some((route) => SHOPPER_ROUTES.has(route.name))) {
      target.shopper = await prepareShopper(target.server);
    }
  }
}

/** Every run of one route, this tree and the other ref in turn, each with its scripts and then as its floor. */
async function measureRoute(targets, index) {
  const figures = targets.map(() => ({ scripts: [], floor: [] }));
  for (let attempt = 1; attempt <= options.runs; attempt++) {
    for (const [which, target] of targets.entries()) {
      const { path, name } = target.routes[index];
      const url = `${target.server.baseUrl}${path}`;
      const how = { baseUrl: target.server.baseUrl, shopper: SHOPPER_ROUTES.has(name) ? target.shopper : undefined };
      if (attempt === 1) await warm(url);
      for (const floor of [false, true]) {
        console.log(
          `Lighthouse ${target.label} ${path}${floor ? ', scripts blocked' : ''} (run ${attempt} of ${options.runs})`,
        );
        const reportName = `${target.label}${path}${floor ? '-floor' : ''}-${attempt}`.replace(/[^\w.-]+/g, '_');
        const result = await audit(url, { ...how, floor, reportName });
        console.log(`  CPU index ${result.cpuIndex}, score ${result.score}, main thread ${seconds(result.mainThread)}`);
        figures[which][floor ? 'floor' : 'scripts'].push(result);
      }
    }
  }
  return figures;
}

function report(targets, measured, verdict) {
  const rows = [];
  measured.forEach((figures, index) => {
    targets.forEach((target, which) => {
      const summary = summarizeRuns(figures[which].scripts);
      const floor = summarizeRuns(figures[which].floor);
      const { scriptCost, ratio } = overFloor(summary, floor);
      const misses = budgetMisses(summary, floor);
      rows.push({
        route: target.routes[index].path,
        ...(targets.length > 1 ? { ref: target.label } : {}),
        score: summary.score,
        LCP: seconds(summary.LCP),
        TBT: `${Math.round(summary.TBT)} ms`,
        CLS: summary.CLS.toFixed(3),
        'main thread': seconds(summary.mainThread),
        'floor: score, TBT, main thread': `${floor.score}, ${Math.round(floor.TBT)} ms, ${seconds(floor.mainThread)}`,
        'scripts cost': `${seconds(scriptCost)} (${ratio}× floor)`,
        'CPU index per run (floor)': `${summary.cpuIndexes.join(' ')} (${floor.cpuIndexes.join(' ')})`,
        verdict: misses.join('; ') || 'within budget',
      });
      console.log(`\nTop 5 scripts by main-thread time, ${target.label} ${target.routes[index].path} (median ms):`);
      console.table(topScripts(figures[which].scripts));
    });
  });
  if (!verdict.valid) console.log(`\n${verdict.message}`);
  console.log(`\nLighthouse mobile, performance, median of ${options.runs} run(s) per route, with scripts and floor:`);
  console.table(rows);
  console.log(
    'Budgets per route: TBT ≤ 200 ms, score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.02, main thread ≤ 1.5× the scripts-blocked floor.',
  );
  console.log(`After the runs: ${loadLine()}`);
  if (!verdict.valid) console.log(`\n${verdict.message}`);
}

const startVerdict = requireQuiet();
const targets = [];
try {
  await startTargets(targets);
  const beforeRuns = await settle();
  const measured = [];
  for (const index of options.routes.keys()) measured.push(await measureRoute(targets, index));
  report(targets, measured, startVerdict.valid ? beforeRuns : startVerdict);
} finally {
  for (const target of targets) {
    await target.server?.stop();
    await target.tree?.remove();
  }
}
