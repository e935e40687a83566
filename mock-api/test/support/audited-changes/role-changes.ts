import { createRole } from '../staff';
import type { AuditedChangeTable } from './audited-change';

let roles = 0;
const roleName = () => `audited role ${process.pid} ${(roles += 1)}`;

/** The Roles screen: each change commits with the request's row. */
export const roleChanges: AuditedChangeTable = {
  'post /roles': {
    prepare: async () => ({
      path: '/roles',
      json: { name: roleName(), permissions: ['orders.view', 'orders.refund'], refundLimitCents: 5000 },
    }),
  },
  'put /roles/:id': {
    async prepare(api) {
      const role = await createRole(api, ['orders.view']);
      return {
        path: `/roles/${role.id}`,
        json: { name: roleName(), permissions: ['orders.view', 'orders.fulfil'], refundLimitCents: null },
      };
    },
  },
  'delete /roles/:id': {
    prepare: async (api) => ({ path: `/roles/${(await createRole(api, ['content'])).id}` }),
  },
};
