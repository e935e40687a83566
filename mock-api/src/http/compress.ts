import compression from 'compression';
import type { RequestHandler } from 'express';

/*
 * npm hoists @types/compression beside webpack-dev-server's Express 4 types, so its
 * handler type does not match Express 5's; the middleware itself is the same.
 */
export const compress = compression() as unknown as RequestHandler;
