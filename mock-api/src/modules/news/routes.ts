import { Router } from 'express';
import { z } from 'zod';
import {
  adminNewsQuerySchema,
  idParamSchema,
  newsPostBodySchema,
  newsQuerySchema,
  type AdminNewsPostResponse,
  type AdminNewsResponse,
  type NewsResponse,
} from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import type { NewsService } from './service';

const newsParamsSchema = z.object({ id: idParamSchema });

/** GET /api/news: the latest published posts; revalidated by ETag so a staff change shows at once. */
export function newsRouter(news: NewsService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (req, res) => {
    const { limit } = parseQuery(newsQuerySchema, req);
    const body: NewsResponse = { news: await news.latest(limit) };
    res.json(body);
  });
  return router;
}

/** /api/admin/news: the News screen, behind the 'catalog' permission like the band's other content. */
export function addNewsAdminRoutes(table: AdminRouteTable, news: NewsService): void {
  table.add({ method: 'get', path: '/news', permission: 'catalog' }, async (req, res) => {
    const body: AdminNewsResponse = await news.listForStaff(parseQuery(adminNewsQuerySchema, req));
    res.json(body);
  });

  table.add({ method: 'post', path: '/news', permission: 'catalog' }, async (req, res) => {
    const body: AdminNewsPostResponse = { post: await news.create(parseBody(newsPostBodySchema, req)) };
    res.status(201).json(body);
  });

  table.add({ method: 'put', path: '/news/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(newsParamsSchema, req);
    const body: AdminNewsPostResponse = { post: await news.update(id, parseBody(newsPostBodySchema, req)) };
    res.json(body);
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    table.add({ method: 'post', path: `/news/:id/${action}`, permission: 'catalog' }, async (req, res) => {
      const { id } = parseParams(newsParamsSchema, req);
      const body: AdminNewsPostResponse = { post: await news.setPublished(id, published) };
      res.json(body);
    });
  }

  table.add({ method: 'delete', path: '/news/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(newsParamsSchema, req);
    await news.remove(id);
    res.status(204).end();
  });
}
