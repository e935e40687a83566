export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the caller's window starts over. */
  retryAfterSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * At most `limit` hits per key in each `windowMs` window, in memory. One process
 * only: behind several instances each counts alone, which still caps guessing.
 */
export function createFixedWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, Window>();

  function forgetExpired(at: number): void {
    for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    hit(key: string): RateLimitDecision {
      const at = now();
      // Sweeping now and then keeps the map as small as the set of recent callers.
      if (windows.size > 10_000) forgetExpired(at);
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
  };
}

export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;
