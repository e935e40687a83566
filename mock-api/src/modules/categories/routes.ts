import { Router } from 'express';
import { z } from 'zod';
import { categoryListQuerySchema, type CategoryListResponse } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import type { JsonResponseCache } from '../../http/json-response-cache';
import { parseParams, parseQuery } from '../../http/validate';
import type { CategoryService } from './service';

const categorySlugParamsSchema = z.object({ slug: z.string() });

/** `responses` keeps answers until the catalog changes (product counts included). */
export function categoriesRouter(service: CategoryService, responses: JsonResponseCache): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(categoryListQuerySchema, req);
    await responses.send(req, res, JSON.stringify(['categories', query]), async () => {
      const body: CategoryListResponse = { categories: await service.list(query) };
      return body;
    });
  });
  router.get('/:slug', catalogCaching, async (req, res) => {
    const { slug } = parseParams(categorySlugParamsSchema, req);
    await responses.send(req, res, JSON.stringify(['category', slug]), () => service.findBySlug(slug));
  });
  return router;
}
