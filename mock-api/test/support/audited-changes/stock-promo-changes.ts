import { createProduct } from '../factories';
import { createPromotion } from '../promotions';
import type { AuditedChangeTable } from './audited-change';

let made = 0;
const code = () => `AUDIT${process.pid}X${(made += 1)}`;
const promotion = () => ({ code: code(), type: 'percentage', value: 10, minSubtotal: 0 });

/** Stock and promo codes: one valid change per write route. */
export const stockPromoChanges: AuditedChangeTable = {
  'post /inventory/restock': {
    async prepare(api) {
      const { variantIds } = await createProduct(api.db);
      return { path: '/inventory/restock', json: { variantIds, quantity: 4, notes: 'Box from the printer' } };
    },
  },
  'post /inventory/thresholds': {
    async prepare(api) {
      const { variantIds } = await createProduct(api.db);
      return { path: '/inventory/thresholds', json: { variantIds, lowStockThreshold: 4 } };
    },
  },
  'post /inventory/sync': { prepare: async () => ({ path: '/inventory/sync' }) },
  'put /inventory/:variantId': {
    async prepare(api) {
      const [variantId] = (await createProduct(api.db)).variantIds;
      const json = {
        available: 12,
        reserved: 0,
        lowStockThreshold: 3,
        basis: { available: 10, reserved: 0 },
        reason: 'restock',
        notes: 'Counted again',
      };
      return { path: `/inventory/${variantId}`, json };
    },
  },
  'post /promotions': { prepare: async () => ({ path: '/promotions', json: promotion() }) },
  'put /promotions/:id': {
    async prepare(api) {
      const { id } = await createPromotion(api.db);
      return { path: `/promotions/${id}`, json: { ...promotion(), value: 15 } };
    },
  },
  'delete /promotions/:id': {
    prepare: async (api) => ({ path: `/promotions/${(await createPromotion(api.db)).id}` }),
  },
};
