import type { RequestHandler } from 'express';
import { AppError } from '../../http/app-error';

/**
 * Beacons only from the site's own pages. A browser says where a request comes from in
 * Sec-Fetch-Site (every current one) or at least Origin; a cross-site page posting text/plain
 * needs no preflight, so without this it could forge events from every visitor it has.
 * Requests carrying neither header come from no browser page (a script), so they are refused too.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  return (req, _res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const fromOwnPage = fetchSite !== undefined ? fetchSite === 'same-origin' : origin === publicUrl;
    next(fromOwnPage ? undefined : new AppError(403, 'FORBIDDEN', 'Events are accepted from this site only'));
  };
}
