import type { RequestHandler } from 'express';

/**
 * The remotes config and the remotes' files may be loaded by a host page on
 * another origin (a shell served elsewhere), which needs CORS and a permissive
 * Cross-Origin-Resource-Policy for script tags.
 */
export const allowAnyOrigin: RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};
