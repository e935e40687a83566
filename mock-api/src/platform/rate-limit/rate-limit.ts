import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { RateLimitDecision, RateLimiter, RateRule } from './rate-limiter';

/** The client's address as Express sees it through TRUST_PROXY. */
export const clientAddressOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function tooManyRequests(res: Response, decision: RateLimitDecision, message: string): AppError {
  res.set('Retry-After', String(decision.retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', message);
}

/**
 * Counts a request against the client's address; past the limit, throws the 429 (with Retry-After). Given the
 * request's connection, it counts there, so a route that reads and writes on one connection takes no second one.
 */
export type ClientLimit = (req: Request, res: Response, connection?: Db) => Promise<void>;

export function clientLimit(limiter: RateLimiter, rule: RateRule, message: string): ClientLimit {
  return async (req, res, connection) => {
    const decision = await limiter.hit(rule, clientAddressOf(req), connection);
    if (!decision.allowed) throw tooManyRequests(res, decision, message);
  };
}

/** A client limit as middleware, counting on a connection of its own. */
export const limitMiddleware =
  (limit: ClientLimit): RequestHandler =>
  async (req, res, next) => {
    await limit(req, res);
    next();
  };

/** Counts each request against the client's address; past the limit, 429 with Retry-After. */
export function rateLimitByClient(limiter: RateLimiter, rule: RateRule, message: string): RequestHandler {
  return limitMiddleware(clientLimit(limiter, rule, message));
}

export const perMinute = (name: string, limit: number): RateRule => ({ name, limit, windowMs: 60_000 });

/**
 * Refuses a client whose allowance is used up, counting nothing: for routes that count a request
 * only once it has been accepted (`limiter.hit` then), so a refused one costs the client nothing.
 */
export function rateLimitCheckByClient(limiter: RateLimiter, rule: RateRule, message: string): RequestHandler {
  return async (req, res, next) => {
    const decision = await limiter.check(rule, clientAddressOf(req));
    if (!decision.allowed) throw tooManyRequests(res, decision, message);
    next();
  };
}
