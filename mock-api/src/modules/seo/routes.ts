import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { findRouteGroup, STORE_SEARCH_PATH } from '@ps/shared/route-groups';
import type { Config } from '../../config';
import { cachedTextFile } from '../../http/cached-file';
import { catalogCaching } from '../../http/cache-control';
import { sendNotFoundPage } from '../../http/not-found-page';
import { parseParams } from '../../http/validate';
import type { FirstScreens } from '../../platform/first-screen';
import { injectPageMeta, type PageMeta } from './head-tags';
import type { SeoService } from './service';

const slugParamsSchema = z.object({ slug: z.string() });

type SiteConfig = Pick<Config, 'siteDistDir' | 'publicUrl'>;

/**
 * Store pages answered with the shell page plus their own title, description,
 * canonical link, Open Graph tags and structured data, so crawlers and link
 * previews see them without running the app. A slug that names nothing answers
 * 404 with noindex; anything else falls through to the plain shell page. A page carries its
 * first screen as HTML when the server can draw it in time (decision 026), other pages too.
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

  /**
   * A page with no metadata of its own (search, help pages, the frames of the personal pages),
   * with its first screen when the server draws one; otherwise the plain shell page answers it.
   */
  const drawnPage: RequestHandler = async (req, res, next) => {
    if (req.accepts('html') === false || !firstScreens.draws(req)) return next('router');
    const template = await shellPage.read();
    if (template === null) return next('router');
    // A signed-in customer's own page goes to them alone: no cache may keep it (decision 065).
    const personal = await firstScreens.injectPersonal(template, req);
    if (personal !== null) return res.set('Cache-Control', 'private, no-store').type('html').send(personal);
    const page = await firstScreens.inject(template, req);
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  };

  const router = Router();
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
  router.get(
    '/social',
    pageWithMeta((_req, origin) => service.socialHubPage(origin)),
  );
  // The search page shares the product pages' path shape: it has no catalog metadata of its own.
  router.get(STORE_SEARCH_PATH, drawnPage);
  router.get(
    '/store/:slug',
    pageWithMeta((req, origin) => service.productPage(slugOf(req), origin), 'Product Not Found'),
  );
  // Store paths the routes above do not know are not in the catalog: the browser shows their 404.
  router.get('/{*path}', (req, res, next) =>
    findRouteGroup(req.path)?.remote === 'mf_store' ? next('router') : drawnPage(req, res, next),
  );
  return router;
}
