import { Router } from 'express';
import { z } from 'zod';
import {
  adminTourDatesQuerySchema,
  idParamSchema,
  tourDateBodySchema,
  type AdminTourDateResponse,
  type AdminTourDatesResponse,
  type TourDatesResponse,
} from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { ShowAnnouncer } from './announce-show';
import type { ShowCanceller } from './cancel-show';
import type { TourDateService } from './service';

const tourDateParamsSchema = z.object({ id: idParamSchema });

/** GET /api/tour-dates: every show, past and to come; revalidated by ETag so a staff edit shows at once. */
export function tourDatesRouter(tourDates: TourDateService): Router {
  const router = Router();
  router.get('/', catalogCaching, async (_req, res) => {
    const body: TourDatesResponse = { tourDates: await tourDates.list() };
    res.json(body);
  });
  return router;
}

/** /api/admin/tour-dates: the Tour screen, behind the 'content' permission. */
export function addTourDateAdminRoutes(
  table: AdminRouteTable,
  tourDates: TourDateService,
  announcer: ShowAnnouncer,
  canceller: ShowCanceller,
): void {
  table.add({ method: 'get', path: '/tour-dates', permission: 'content' }, async (req, res) => {
    const body: AdminTourDatesResponse = await tourDates.listForStaff(parseQuery(adminTourDatesQuerySchema, req));
    res.json(body);
  });

  table.add(auditedChange('post', '/tour-dates', 'content'), async (req, res, audit) => {
    res.status(201);
    const body: AdminTourDateResponse = { tourDate: await tourDates.create(parseBody(tourDateBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('put', '/tour-dates/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(tourDateParamsSchema, req);
    const values = parseBody(tourDateBodySchema, req);
    const body: AdminTourDateResponse = { tourDate: await tourDates.update(id, values, audit) };
    res.json(body);
  });

  table.add(auditedChange('post', '/tour-dates/:id/cancel', 'content'), async (req, res, audit) => {
    const { id } = parseParams(tourDateParamsSchema, req);
    const body: AdminTourDateResponse = { tourDate: await canceller.cancel(id, audit) };
    res.json(body);
  });

  table.add(auditedChange('post', '/tour-dates/:id/sold-out', 'content'), async (req, res, audit) => {
    const { id } = parseParams(tourDateParamsSchema, req);
    const body: AdminTourDateResponse = { tourDate: await tourDates.markSoldOut(id, audit) };
    res.json(body);
  });

  table.add(auditedChange('post', '/tour-dates/:id/announce', 'content'), async (req, res, audit) => {
    const { id } = parseParams(tourDateParamsSchema, req);
    const body: AdminTourDateResponse = { tourDate: await announcer.announce(id, audit) };
    res.json(body);
  });
}
