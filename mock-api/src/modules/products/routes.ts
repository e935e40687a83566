import { Router } from 'express';
import { productListQuerySchema } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseQuery } from '../../http/validate';
import type { ProductService } from './service';

export function productsRouter(service: ProductService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(productListQuerySchema, req);
    res.json(await service.list(query));
  });
  return router;
}
