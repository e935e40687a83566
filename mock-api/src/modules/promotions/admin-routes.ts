import { z } from 'zod';
import {
  idParamSchema,
  promotionBodySchema,
  promotionsQuerySchema,
  type PromotionResponse,
  type PromotionsResponse,
} from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { PromotionAdminService } from './admin-service';

const promotionParamsSchema = z.object({ id: idParamSchema });

/** /api/admin/promotions: promo codes, behind the 'promotions' permission. */
export function addPromotionRoutes(table: AdminRouteTable, promotions: PromotionAdminService): void {
  table.add({ method: 'get', path: '/promotions', permission: 'promotions' }, async (req, res) => {
    const body: PromotionsResponse = await promotions.list(parseQuery(promotionsQuerySchema, req));
    res.json(body);
  });

  table.add(auditedChange('post', '/promotions', 'promotions'), async (req, res, audit) => {
    res.status(201);
    const body: PromotionResponse = { promotion: await promotions.create(parseBody(promotionBodySchema, req), audit) };
    res.json(body);
  });

  table.add({ method: 'get', path: '/promotions/:id', permission: 'promotions' }, async (req, res) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const body: PromotionResponse = { promotion: await promotions.detail(id) };
    res.json(body);
  });

  table.add(auditedChange('put', '/promotions/:id', 'promotions'), async (req, res, audit) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const values = parseBody(promotionBodySchema, req);
    const body: PromotionResponse = { promotion: await promotions.update(id, values, audit) };
    res.json(body);
  });

  table.add(auditedChange('delete', '/promotions/:id', 'promotions'), async (req, res, audit) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const body: PromotionResponse = { promotion: await promotions.deactivate(id, audit) };
    res.json(body);
  });
}
