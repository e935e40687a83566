import { z } from 'zod';
import {
  adminInventoryExportQuerySchema,
  adminInventoryQuerySchema,
  bulkRestockBodySchema,
  bulkThresholdBodySchema,
  inventoryAdjustmentBodySchema,
} from '@ps/shared/console-schemas';
import { applyPromoBodySchema, promotionBodySchema, promotionsQuerySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const variantParams = z.object({ variantId: z.string() });
const promotionParams = z.object({ id: z.string() });
const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const freshCartLine = async (fixtures: FuzzFixtures) => fixtures.freshCartLine();
const browser = { 'x-session-id': new Slot('browser') };

const adjustment = {
  available: 12,
  reserved: 0,
  lowStockThreshold: 3,
  basis: { available: 10, reserved: 0 },
  reason: 'restock',
  notes: 'Box from the printer',
};
const promotion = { code: 'FUZZ10', type: 'percentage', value: 10, minSubtotal: 0 };

/** The cart's promo box, and the console's stock and promotion routes sent by a signed-in admin. */
export const stockPromoRows: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/cart/promo',
    body: applyPromoBodySchema,
    context: freshCartLine,
    weight: 0.5,
    example: () => always({ headers: browser, body: { code: 'NOSUCHCODE' } }),
  },
  {
    method: 'DELETE',
    path: '/api/cart/promo',
    context: freshCartLine,
    weight: 0.3,
    example: () => always({ headers: browser }),
  },
  {
    method: 'GET',
    path: '/api/admin/inventory',
    query: adminInventoryQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: 20, sort: 'available_asc', status: 'low_stock' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/inventory/export',
    query: adminInventoryExportQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { q: 'hoodie' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/inventory/restock',
    body: bulkRestockBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: { variantIds: [1], quantity: 5 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/inventory/thresholds',
    body: bulkThresholdBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: { variantIds: [1], lowStockThreshold: 4 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/inventory/sync',
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn }),
  },
  {
    method: 'GET',
    path: '/api/admin/inventory/:variantId',
    params: variantParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { variantId: '1' } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/inventory/:variantId',
    params: variantParams,
    body: inventoryAdjustmentBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { variantId: '1' }, body: adjustment }),
  },
  {
    method: 'GET',
    path: '/api/admin/inventory/:variantId/adjustments',
    params: variantParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { variantId: '1' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/promotions',
    query: promotionsQuerySchema,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: 20, offset: 0 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/promotions',
    body: promotionBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: promotion }),
  },
  {
    method: 'GET',
    path: '/api/admin/promotions/:id',
    params: promotionParams,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/promotions/:id',
    params: promotionParams,
    body: promotionBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: promotion }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/promotions/:id',
    params: promotionParams,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
];
