// The pure half of `npm run perf:lighthouse`: one run's figures from a Lighthouse result, the median of a route's
// runs, its cost over the scripts-blocked floor, its heaviest scripts and the budget verdicts (issue 24).

/** Issue 24's budgets, median of the runs: TBT and LCP in ms, main thread as a multiple of the floor's. */
export const BUDGET = { score: 90, TBT: 200, LCP: 2_500, CLS: 0.02, floorRatio: 1.5 };

/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What one run contributes, from its Lighthouse result (`lhr`). */
export function runFigures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    mainThread: value('mainthread-work-breakdown'),
    // Lighthouse's CPU benchmark of the machine during the run: the 4x slowdown applies to what it observed.
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
    scripts: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({ url: item.url, ms: item.total })),
  };
}

const METRICS = ['score', 'FCP', 'LCP', 'TBT', 'CLS', 'mainThread'];

/** Each metric's median over the runs, independently, and every run's CPU index in run order. */
export function summarizeRuns(runs) {
  const summary = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
  return { ...summary, runs: runs.length, cpuIndexes: runs.map((run) => run.cpuIndex) };
}

/**
 * The `count` scripts with the most main-thread time (bootup-time), by their median over the runs; a run that did
 * not list a script counts it as 0 ms. Paths only, so the table names files rather than the server's address.
 */
export function topScripts(runs, count = 5) {
  const byUrl = new Map();
  runs.forEach((run, index) => {
    for (const { url, ms } of run.scripts) {
      const times = byUrl.get(url) ?? Array(runs.length).fill(0);
      times[index] = ms;
      byUrl.set(url, times);
    }
  });
  return [...byUrl]
    .map(([url, times]) => ({ script: scriptName(url), ms: Math.round(median(times)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function scriptName(url) {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    // Lighthouse names work it cannot attribute to a file ("Unattributable", "Other") without a URL.
    return url;
  }
}

/** The main-thread time the scripts add to the page, read as the difference from the scripts-blocked floor. */
export function overFloor(withScripts, floor) {
  return {
    scriptCost: Math.round(withScripts.mainThread - floor.mainThread),
    ratio: Math.round((withScripts.mainThread / floor.mainThread) * 100) / 100,
  };
}

/** The budgets a route's medians miss, as words; empty when it meets them all. */
export function budgetMisses(summary, floor) {
  const misses = [];
  if (summary.TBT > BUDGET.TBT) misses.push(`TBT ${Math.round(summary.TBT)} ms > ${BUDGET.TBT} ms`);
  if (summary.score < BUDGET.score) misses.push(`score ${summary.score} < ${BUDGET.score}`);
  if (summary.LCP > BUDGET.LCP) misses.push(`LCP ${seconds(summary.LCP)} > ${seconds(BUDGET.LCP)}`);
  if (summary.CLS > BUDGET.CLS) misses.push(`CLS ${summary.CLS.toFixed(3)} > ${BUDGET.CLS}`);
  const { ratio } = overFloor(summary, floor);
  if (ratio > BUDGET.floorRatio) misses.push(`main thread ${ratio}× floor > ${BUDGET.floorRatio}×`);
  return misses;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
