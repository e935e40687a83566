import { Router } from 'express';
import { z } from 'zod';
import {
  productListQuerySchema,
  relatedProductsQuerySchema,
  type ProductResponse,
  type RelatedProductsResponse,
} from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseParams, parseQuery } from '../../http/validate';
import type { ProductService } from './service';

/** Any text: the service answers 404 for a key that is neither a known slug nor a known id. */
const productKeyParamsSchema = z.object({ slugOrId: z.string() });

export function productsRouter(service: ProductService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(productListQuerySchema, req);
    res.json(await service.list(query));
  });
  router.get('/:slugOrId', catalogCaching, async (req, res) => {
    const { slugOrId } = parseParams(productKeyParamsSchema, req);
    const body: ProductResponse = { product: await service.find(slugOrId) };
    res.json(body);
  });
  router.get('/:slugOrId/related', catalogCaching, async (req, res) => {
    const { slugOrId } = parseParams(productKeyParamsSchema, req);
    const { limit } = parseQuery(relatedProductsQuerySchema, req);
    const body: RelatedProductsResponse = { products: await service.listRelated(slugOrId, limit) };
    res.json(body);
  });
  return router;
}
