import { z } from 'zod';
import {
  idParamSchema,
  promotionBodySchema,
  promotionsQuerySchema,
  type PromotionResponse,
  type PromotionsResponse,
} from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import type { PromotionAdminService } from './admin-service';

const promotionParamsSchema = z.object({ id: idParamSchema });

/** /api/admin/promotions: promo codes, behind the 'catalog' permission. */
export function addPromotionRoutes(table: AdminRouteTable, promotions: PromotionAdminService): void {
  table.add({ method: 'get', path: '/promotions', permission: 'catalog' }, async (req, res) => {
    const body: PromotionsResponse = await promotions.list(parseQuery(promotionsQuerySchema, req));
    res.json(body);
  });

  table.add({ method: 'post', path: '/promotions', permission: 'catalog' }, async (req, res) => {
    const body: PromotionResponse = { promotion: await promotions.create(parseBody(promotionBodySchema, req)) };
    res.status(201).json(body);
  });

  table.add({ method: 'get', path: '/promotions/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const body: PromotionResponse = { promotion: await promotions.detail(id) };
    res.json(body);
  });

  table.add({ method: 'put', path: '/promotions/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const body: PromotionResponse = { promotion: await promotions.update(id, parseBody(promotionBodySchema, req)) };
    res.json(body);
  });

  table.add({ method: 'delete', path: '/promotions/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(promotionParamsSchema, req);
    const body: PromotionResponse = { promotion: await promotions.deactivate(id) };
    res.json(body);
  });
}
