// The arithmetic of `npm run perf:api`, apart from the measuring so it can be tested: ratios to the bare route,
// the budgets and whether a run's figures can be trusted at all.

/** Issue 24's budgets; the catalog's apply at `connections`. */
export const BUDGET = { connections: 50, ratio: 0.6, p99Ms: 20, createOrderP99Ms: 100, maxLoadAverage: 1.0 };

/** Requests per second as a fraction of the bare route's in the same run; 0 when the bare route answered nothing. */
export const ratioTo = (rps, bareRps) => (bareRps > 0 ? rps / bareRps : 0);

export const formatRatio = (ratio) => `${ratio.toFixed(2)}x`;

/**
 * Figures taken while other work shares the cores swing by 2-4x between runs of the same build (decision 033),
 * so a run that starts above `limit` is reported as invalid rather than compared with a budget.
 */
export function machineVerdict(loadAverage, limit = BUDGET.maxLoadAverage) {
  const load = loadAverage.toFixed(2);
  if (loadAverage > limit) {
    return {
      quiet: false,
      message: `Load average ${load} at the start (more than ${limit.toFixed(1)}): the figures of this run are NOT VALID; measure on a quiet machine.`,
    };
  }
  return { quiet: true, message: `Load average ${load} at the start (at most ${limit.toFixed(1)}): figures valid.` };
}

/** What the verdict column says when the machine was busy: no figure of the run is compared with a budget. */
export const INVALID = 'invalid (busy machine)';

/** A catalog read's verdict at the budget's connection count; `undefined` at other counts (no budget there). */
export function catalogVerdict({ ratio, p99, connections, quiet }, budget = BUDGET) {
  if (connections !== budget.connections) return undefined;
  if (!quiet) return INVALID;
  const misses = [];
  if (ratio < budget.ratio) misses.push(`${formatRatio(ratio)} < ${formatRatio(budget.ratio)}`);
  if (p99 > budget.p99Ms) misses.push(`p99 ${p99} ms > ${budget.p99Ms} ms`);
  return misses.length === 0 ? 'within budget' : `outside: ${misses.join(', ')}`;
}

export function createOrderVerdict({ p99, quiet }, budget = BUDGET) {
  if (!quiet) return INVALID;
  return p99 <= budget.createOrderP99Ms
    ? 'within budget'
    : `outside: p99 ${p99.toFixed(1)} ms > ${budget.createOrderP99Ms} ms`;
}
