import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error';

interface Window {
  count: number;
  resetAt: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Past this many clients, expired windows are swept so a stream of new addresses cannot grow the map forever. */
const SWEEP_ABOVE = 10_000;

/**
 * Fixed windows per key, kept in memory: enough for one API process, and they
 * reset on restart, which only ever lets a client in sooner.
 */
export function createRateCounter(limit: number, windowMs: number) {
  const windows = new Map<string, Window>();

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };

  return {
    hit(key: string, now: number): RateDecision {
      if (windows.size > SWEEP_ABOVE) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}

/** `limit` requests a minute per client IP, then 429 RATE_LIMITED with Retry-After. */
export function perClientRateLimit(limit: number): RequestHandler {
  const counter = createRateCounter(limit, 60_000);
  return (req, res, next) => {
    const decision = counter.hit(req.ip ?? 'unknown', Date.now());
    if (decision.allowed) {
      next();
      return;
    }
    res.set('Retry-After', String(decision.retryAfterSeconds));
    next(new AppError(429, 'RATE_LIMITED', 'Too many requests; please wait a moment and try again'));
  };
}
