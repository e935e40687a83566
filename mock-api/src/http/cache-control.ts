import type { RequestHandler } from 'express';

function cacheControl(value: string): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', value);
    next();
  };
}

/** Catalog data may be a minute old; after that the ETag makes revalidation cheap. */
export const catalogCaching = cacheControl('public, max-age=60, must-revalidate');

export const noStore = cacheControl('no-store');

/** Generated art only changes with its URL, so caches may keep it for a week. */
export const artCaching = cacheControl('public, max-age=604800');

/** Fetch every time, but a matching ETag still answers 304. */
export const revalidateAlways = cacheControl('no-cache');
