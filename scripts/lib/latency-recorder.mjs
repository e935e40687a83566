// Latencies and refusals per scenario, for the perf scripts that drive the API with autocannon request objects.

/**
 * `names` are the scenarios; a request's clock starts when autocannon builds it, just before sending.
 * `enabled` false (after a run) and reset() (after a warm-up) keep requests out of the figures.
 */
export function createRecorder(names) {
  const empty = () => ({ latencies: [], failures: new Map() });
  const stats = Object.fromEntries(names.map((name) => [name, empty()]));
  return {
    stats,
    enabled: true,
    reset() {
      for (const name of names) stats[name] = empty();
    },
    /** `refusal` names a non-2xx answer ("409 OUT_OF_STOCK"), undefined for a success. */
    record(scenario, startedAt, refusal) {
      if (!this.enabled) return;
      stats[scenario].latencies.push(performance.now() - startedAt);
      if (refusal) stats[scenario].failures.set(refusal, (stats[scenario].failures.get(refusal) ?? 0) + 1);
    },
  };
}

/** The value at `fraction` (0.99 for p99) of ascending `sorted` latencies; 0 when there are none. */
export const percentile = (sorted, fraction) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
