import type { RequestHandler } from 'express';

function cacheControl(value: string): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', value);
    next();
  };
}

/**
 * Catalog answers are checked on every use, so a price or stock staff just changed shows on the
 * next load; the ETag keeps that check a cheap 304 (the server's own cache answers it).
 */
export const catalogCaching = cacheControl('public, no-cache');

export const noStore = cacheControl('no-store');

/** Generated art only changes with its URL, so caches may keep it for a week. */
export const artCaching = cacheControl('public, max-age=604800');

/** Fetch every time, but a matching ETag still answers 304. */
export const revalidateAlways = cacheControl('no-cache');
