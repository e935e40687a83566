import { Router } from 'express';
import { z } from 'zod';
import {
  adminReleasesQuerySchema,
  idParamSchema,
  releaseBodySchema,
  type AdminReleaseResponse,
  type AdminReleasesResponse,
  type ReleasesResponse,
} from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { ReleaseService } from './service';

const releaseParamsSchema = z.object({ id: idParamSchema });

/** GET /api/releases: every release, newest first; revalidated by ETag so a staff change shows at once. */
export function releasesRouter(releases: ReleaseService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (_req, res) => {
    const body: ReleasesResponse = { releases: await releases.all() };
    res.json(body);
  });
  return router;
}

/** /api/admin/releases: the Releases screen, behind the 'content' permission like the band's other content. */
export function addReleaseAdminRoutes(table: AdminRouteTable, releases: ReleaseService): void {
  table.add({ method: 'get', path: '/releases', permission: 'content' }, async (req, res) => {
    const body: AdminReleasesResponse = await releases.listForStaff(parseQuery(adminReleasesQuerySchema, req));
    res.json(body);
  });

  table.add(auditedChange('post', '/releases', 'content'), async (req, res, audit) => {
    res.status(201);
    const body: AdminReleaseResponse = { release: await releases.create(parseBody(releaseBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('put', '/releases/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(releaseParamsSchema, req);
    const body: AdminReleaseResponse = {
      release: await releases.update(id, parseBody(releaseBodySchema, req), audit),
    };
    res.json(body);
  });

  table.add(auditedChange('delete', '/releases/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(releaseParamsSchema, req);
    res.status(204);
    await releases.remove(id, audit);
    res.end();
  });
}
