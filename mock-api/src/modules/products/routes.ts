import { Router } from 'express';
import { z } from 'zod';
import {
  productListQuerySchema,
  relatedProductsQuerySchema,
  type ProductResponse,
  type RelatedProductsResponse,
} from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import type { JsonResponseCache } from '../../http/json-response-cache';
import { parseParams, parseQuery } from '../../http/validate';
import type { ProductService } from './service';

/** Any text: the service answers 404 for a key that is neither a known slug nor a known id. */
const productKeyParamsSchema = z.object({ slugOrId: z.string() });

/** `responses` keeps answers until the catalog changes; keys are the parsed parameters, so equal queries share one. */
export function productsRouter(service: ProductService, responses: JsonResponseCache): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const query = parseQuery(productListQuerySchema, req);
    await responses.send(req, res, JSON.stringify(['products', query]), () => service.list(query));
  });
  router.get('/:slugOrId', catalogCaching, async (req, res) => {
    const { slugOrId } = parseParams(productKeyParamsSchema, req);
    await responses.send(req, res, JSON.stringify(['product', slugOrId]), async () => {
      const body: ProductResponse = { product: await service.find(slugOrId) };
      return body;
    });
  });
  router.get('/:slugOrId/related', catalogCaching, async (req, res) => {
    const { slugOrId } = parseParams(productKeyParamsSchema, req);
    const { limit } = parseQuery(relatedProductsQuerySchema, req);
    await responses.send(req, res, JSON.stringify(['related', slugOrId, limit]), async () => {
      const body: RelatedProductsResponse = { products: await service.listRelated(slugOrId, limit) };
      return body;
    });
  });
  return router;
}
