export interface LoadTimings {
  domContentLoaded: number | null;
  load: number | null;
  transferKb: number | null;
}

/** From the navigation entry; null where the browser has none (or the page has not finished loading). */
export function readLoadTimings(): LoadTimings {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return { domContentLoaded: null, load: null, transferKb: null };
  const orNull = (value: number) => (value > 0 ? Math.round(value) : null);
  return {
    domContentLoaded: orNull(navigation.domContentLoadedEventEnd),
    load: orNull(navigation.loadEventEnd),
    transferKb: navigation.transferSize > 0 ? Math.round(navigation.transferSize / 1024) : null,
  };
}

export function readNetworkType(): string {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return connection?.effectiveType ?? 'unknown';
}
