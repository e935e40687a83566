import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { findRouteGroup, STORE_SEARCH_PATH } from '@ps/shared/route-groups';
import type { Config } from '../../config';
import { cachedTextFile } from '../../http/cached-file';
import { catalogCaching } from '../../http/cache-control';
import { sendNotFoundPage } from '../../http/not-found-page';
import { parseParams } from '../../http/validate';
import type { FirstScreens } from '../first-screen';
import { injectPageMeta, type PageMeta } from './head-tags';
import type { SeoService } from './service';

const slugParamsSchema = z.object({ slug: z.string() });

type SiteConfig = Pick<Config, 'siteDistDir' | 'publicUrl'>;

/**
 * Store pages answered with the shell page plus their own title, description,
 * canonical link, Open Graph tags and structured data, so crawlers and link
 * previews see them without running the app. A slug that names nothing answers
 * 404 with noindex; anything else falls through to the plain shell page. The page carries its
 * first screen as HTML when the server can draw it in time (decision 026).
 */
export function seoRouter(service: SeoService, config: SiteConfig, firstScreens: FirstScreens): Router {
  const shellPage = cachedTextFile(path.join(config.siteDistDir, 'shell', 'dist', 'index.html'));
  const slugOf = (req: Request) => parseParams(slugParamsSchema, req).slug;

  /** A page with its metadata, or a 404 (noindex) when `metaFor` finds nothing under that slug. */
  function pageWithMeta(
    metaFor: (req: Request, origin: string) => Promise<PageMeta | null>,
    notFoundTitle = 'Page Not Found',
  ): RequestHandler {
    return async (req, res, next) => {
      if (req.accepts('html') === false) return next();
      const meta = await metaFor(req, config.publicUrl);
      const template = await shellPage.read();
      // No build yet: the plain fallback says so.
      if (template === null) return next();
      if (!meta) return sendNotFoundPage(res, template, notFoundTitle);
      const page = await firstScreens.inject(injectPageMeta(template, meta), req);
      res.set('Cache-Control', 'no-cache').type('html').send(page);
    };
  }

  /** A fan page with no metadata of its own: the shell page, with its first screen when drawn in time. */
  const pageWithFirstScreen: RequestHandler = async (req, res, next) => {
    // An unknown hub tab is the plain fallback's 404.
    if (req.accepts('html') === false || !findRouteGroup(req.path)) return next();
    const template = await shellPage.read();
    if (template === null) return next();
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(await firstScreens.inject(template, req));
  };

  const router = Router();
  router.get(['/', '/social', '/social/:tab'], pageWithFirstScreen);
  router.get('/sitemap.xml', catalogCaching, async (_req, res) => {
    res.type('application/xml').send(await service.sitemap(config.publicUrl));
  });
  router.get('/robots.txt', catalogCaching, (_req, res) => {
    res.type('text/plain').send(service.robotsTxt(config.publicUrl));
  });
  router.get(
    '/store',
    pageWithMeta((_req, origin) => service.storeHomePage(origin)),
  );
  router.get(
    '/store/category/:slug',
    pageWithMeta((req, origin) => service.categoryPage(slugOf(req), origin), 'Category Not Found'),
  );
  // The search page shares the product pages' path shape: it is served as a plain page.
  router.get(STORE_SEARCH_PATH, (_req, _res, next) => next('router'));
  router.get(
    '/store/:slug',
    pageWithMeta((req, origin) => service.productPage(slugOf(req), origin), 'Product Not Found'),
  );
  return router;
}
