import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error';
import type { FixedWindowLimiter } from './fixed-window-limiter';

/** Counts each request against the client's IP; past the limit, 429 with Retry-After. */
export function rateLimitByIp(limiter: FixedWindowLimiter, message: string): RequestHandler {
  return (req, res, next) => {
    const decision = limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (decision.allowed) {
      next();
      return;
    }
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new AppError(429, 'RATE_LIMITED', message);
  };
}
