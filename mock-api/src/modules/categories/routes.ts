import { Router } from 'express';
import { categoryListQuerySchema, type CategoryListResponse } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseQuery } from '../../http/validate';
import type { CategoryService } from './service';

export function categoriesRouter(service: CategoryService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(categoryListQuerySchema, req);
    const body: CategoryListResponse = { categories: await service.list(query) };
    res.json(body);
  });
  return router;
}
