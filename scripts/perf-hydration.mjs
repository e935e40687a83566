#!/usr/bin/env node
// `npm run perf:hydration`: what taking over each server-drawn fan route costs the browser, counted rather than
// timed so that a busy machine does not move the figures: React components rendered and commits from the first
// script to an idle page, style rules inserted into style sheets, and Chromium's style recalculations and layouts.
// Script time is printed too, but it moves with the machine's load. Decision 050 holds the figures.
/* global window, CSSStyleSheet */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { firstCategoryPath, firstProductPath, startProductionServer } from './lib/production-server.mjs';

const PORT = Number(process.env.PERF_PORT ?? 4187);
const FIRST_SCREEN_WAIT_MS = 10_000;
/** The page counts as settled after this long without a React commit. */
const QUIET_MS = 1_500;

/**
 * Installed before any script: a stand-in for React DevTools' hook that counts, in every commit, the components
 * whose render function ran (React's PerformedWork flag), skipping subtrees React did not visit.
 */
function countRenders() {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const counts = { commits: 0, rendered: 0, lastCommit: performance.now(), rulesInserted: 0 };
  const rendered = (fiber) => {
    let count = COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK ? 1 : 0;
    if (fiber.alternate && fiber.alternate.child === fiber.child) return count;
    for (let child = fiber.child; child; child = child.sibling) count += rendered(child);
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      counts.commits += 1;
      counts.rendered += rendered(root.current);
      counts.lastCommit = performance.now();
    },
  };
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...args) {
    counts.rulesInserted += 1;
    return insertRule.apply(this, args);
  };
  window.hydrationCounts = counts;
}

async function warm(url) {
  const deadline = Date.now() + FIRST_SCREEN_WAIT_MS;
  while (Date.now() < deadline) {
    const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
    if (html.includes('id="ps-first-screen"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`  ${url} came without a first screen; measured as it is`);
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(countRenders);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    (quiet) => performance.now() - window.hydrationCounts.lastCommit > quiet && window.hydrationCounts.commits > 0,
    QUIET_MS,
    { polling: 250 },
  );
  const counts = await page.evaluate(() => window.hydrationCounts);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  await context.close();
  return {
    ...counts,
    recalcStyles: metric('RecalcStyleCount'),
    layouts: metric('LayoutCount'),
    scriptMs: Math.round(metric('ScriptDuration') * 1000),
  };
}

const { baseUrl, stop } = await startProductionServer(PORT);
try {
  const routes = ['/', '/store', await firstCategoryPath(baseUrl), await firstProductPath(baseUrl), '/social'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
  console.log(
    '| route | components rendered | commits | style rules inserted | style recalcs | layouts | script ms (load-dependent) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const route of routes) {
    await warm(`${baseUrl}${route}`);
    const run = await measure(browser, `${baseUrl}${route}`);
    console.log(
      `| \`${route}\` | ${run.rendered} | ${run.commits} | ${run.rulesInserted} | ${run.recalcStyles} | ${run.layouts} | ${run.scriptMs} |`,
    );
  }
  await browser.close();
} finally {
  await stop();
}
