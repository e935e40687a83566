import { Router } from 'express';
import { z } from 'zod';
import { categoryListQuerySchema, type CategoryListResponse } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseParams, parseQuery } from '../../http/validate';
import type { CategoryService } from './service';

const categorySlugParamsSchema = z.object({ slug: z.string() });

export function categoriesRouter(service: CategoryService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(categoryListQuerySchema, req);
    const body: CategoryListResponse = { categories: await service.list(query) };
    res.json(body);
  });
  router.get('/:slug', catalogCaching, async (req, res) => {
    const { slug } = parseParams(categorySlugParamsSchema, req);
    res.json(await service.findBySlug(slug));
  });
  return router;
}
