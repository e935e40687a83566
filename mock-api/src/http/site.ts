import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { findRouteGroup } from '@ps/shared/route-groups';
import { remoteNames } from '@ps/shared/schemas';
import type { Config } from '../config';
import { AppError } from './app-error';
import { cachedTextFile } from './cached-file';
import { allowAnyOrigin } from './cross-origin';
import { sendNotFoundPage } from './not-found-page';
import { serviceWorkerScript } from './service-worker-script';

/** Bundlers put a content hash in the name (main.3f9a1c2b.js); such a file never changes. */
const CONTENT_HASHED_NAME = /\.[0-9a-f]{8,}\./;
const NOT_SITE_PAGES = /^\/(api|config|remotes)(\/|$)/;

export function cacheControlForFile(filePath: string): string {
  return CONTENT_HASHED_NAME.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function serveDist(distDir: string): RequestHandler {
  return express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlForFile(filePath)),
  });
}

/**
 * Client-side routes (/store/some-product) get the shell page. A path no route group
 * serves gets it too, as a 404 with noindex: the app draws the Not Found screen.
 */
function shellPageFallback(shellDist: string): RequestHandler {
  const shellPage = cachedTextFile(path.join(shellDist, 'index.html'));
  return async (req, res, next) => {
    const isPageRequest =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !NOT_SITE_PAGES.test(req.path) &&
      path.extname(req.path) === '' &&
      req.accepts('html') !== false;
    if (!isPageRequest) return next();
    const template = await shellPage.read();
    if (template === null) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Site not built: run npm run build');
      return;
    }
    if (!findRouteGroup(req.path)) return sendNotFoundPage(res, template);
    res.set('Cache-Control', 'no-cache').type('html').send(template);
  };
}

/**
 * Source maps stay in dist for error reports but are never served: they would publish the full source.
 * Neither are the server's prerender bundles in dist/prerender (decision 026), which are unminified.
 */
const noSourceMaps: RequestHandler = (req, _res, next) => {
  // Decoded as express.static will decode it, so /main.js%2Emap is caught too.
  let filePath = req.path;
  try {
    filePath = decodeURIComponent(req.path);
  } catch {
    // Not decodable: express.static refuses it as well.
  }
  next(/\.map$|(^|\/)prerender\//i.test(filePath) ? AppError.notFound() : undefined);
};

/**
 * The built site: each remote's dist under /remotes/mf-<name>/, the shell at / and its service worker.
 * Folders are looked up per request, so a build made while the server runs is picked up.
 */
export function siteRouter(config: Pick<Config, 'siteDistDir' | 'remoteBaseUrls'>): Router {
  const router = Router();
  router.use(noSourceMaps);
  router.get('/sw.js', serviceWorkerScript(config));
  for (const name of remoteNames) {
    const folder = name.replace('_', '-');
    router.use(`/remotes/${folder}`, allowAnyOrigin, serveDist(path.join(config.siteDistDir, folder, 'dist')));
  }
  const shellDist = path.join(config.siteDistDir, 'shell', 'dist');
  router.use(serveDist(shellDist));
  router.use(shellPageFallback(shellDist));
  return router;
}
