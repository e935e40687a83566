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
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
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

/** /api/admin/news: the News screen, behind the 'content' permission like the band's other content. */
export function addNewsAdminRoutes(table: AdminRouteTable, news: NewsService): void {
  table.add({ method: 'get', path: '/news', permission: 'content' }, async (req, res) => {
    const body: AdminNewsResponse = await news.listForStaff(parseQuery(adminNewsQuerySchema, req));
    res.json(body);
  });

  table.add(auditedChange('post', '/news', 'content'), async (req, res, audit) => {
    res.status(201);
    const body: AdminNewsPostResponse = { post: await news.create(parseBody(newsPostBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('put', '/news/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(newsParamsSchema, req);
    const body: AdminNewsPostResponse = { post: await news.update(id, parseBody(newsPostBodySchema, req), audit) };
    res.json(body);
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    table.add(auditedChange('post', `/news/:id/${action}`, 'content'), async (req, res, audit) => {
      const { id } = parseParams(newsParamsSchema, req);
      const body: AdminNewsPostResponse = { post: await news.setPublished(id, published, audit) };
      res.json(body);
    });
  }

  table.add(auditedChange('delete', '/news/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(newsParamsSchema, req);
    res.status(204);
    await news.remove(id, audit);
    res.end();
  });
}
