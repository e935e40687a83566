import type { RequestHandler } from 'express';
import type { SessionKind } from '../../db/sign-in-tables';
import { AppError } from '../../http/app-error';
import { tokensMatch } from './secret-token';
import type { SessionManager } from './session-manager';

export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRefused = () =>
  new AppError(403, 'CSRF', 'This form has expired or did not come from this site. Reload the page and try again.');

/**
 * Synchronizer token: a request that changes state must echo its session's token in
 * x-csrf-token. Another site can make the browser send the cookie, never read the token.
 */
export function requireCsrf(sessions: SessionManager, kind: SessionKind): RequestHandler {
  return async (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const expected = await sessions.expectedCsrfToken(req, kind);
    const token = req.get(CSRF_HEADER);
    if (!expected || !token || !tokensMatch(token, expected)) throw csrfRefused();
    next();
  };
}
