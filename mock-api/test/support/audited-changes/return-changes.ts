import type { ApiTestContext } from '../suite';
import { askForReturn, deliveredOrder, returnStep } from '../returns';
import type { AuditedChangeTable, StaffPage } from './audited-change';

type Stage = 'requested' | 'approved' | 'received';

/** A request of `kind` taken by `admin` as far as `stage`; answers its id, order line and version. */
async function requestAt(api: ApiTestContext, admin: StaffPage, kind: 'return' | 'exchange', stage: Stage) {
  const order = await deliveredOrder(api, { quantity: 1 });
  const response = await askForReturn(api, order.orderNumber, {
    email: order.email,
    kind,
    reason: 'Wrong size',
    lines: [{ itemId: order.item.id, quantity: 1 }],
    ...(kind === 'exchange' ? { replacementVariantId: order.otherVariantId } : {}),
  });
  const { return: request } = (await response.json()) as { return: { id: number } };
  if (stage !== 'requested') await returnStep(admin, api, request.id, 'approve');
  if (stage === 'received') {
    await returnStep(admin, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] });
  }
  const { version } = await api.db
    .selectFrom('orderReturns')
    .select('version')
    .where('id', '=', request.id)
    .executeTakeFirstOrThrow();
  return { id: request.id, itemId: order.item.id, version };
}

export const returnChanges: AuditedChangeTable = {
  'post /returns/:id/approve': {
    action: 'return.approved',
    async prepare(api, admin) {
      const { id, version } = await requestAt(api, admin, 'exchange', 'requested');
      return { path: `/returns/${id}/approve`, json: { expectedVersion: version } };
    },
  },
  'post /returns/:id/refuse': {
    action: 'return.refused',
    async prepare(api, admin) {
      const { id, version } = await requestAt(api, admin, 'return', 'requested');
      return { path: `/returns/${id}/refuse`, json: { message: 'Worn at a show', expectedVersion: version } };
    },
  },
  'post /returns/:id/receive': {
    action: 'return.received',
    async prepare(api, admin) {
      const { id, itemId, version } = await requestAt(api, admin, 'exchange', 'approved');
      return {
        path: `/returns/${id}/receive`,
        json: { lines: [{ itemId, goodQuantity: 1 }], expectedVersion: version },
      };
    },
  },
  'post /returns/:id/refund': {
    action: 'order.refunded',
    async prepare(api, admin) {
      const { id, version } = await requestAt(api, admin, 'return', 'received');
      return { path: `/returns/${id}/refund`, json: { expectedVersion: version } };
    },
  },
  'post /returns/:id/send': {
    action: 'return.sent',
    async prepare(api, admin) {
      const { id, version } = await requestAt(api, admin, 'exchange', 'received');
      const json = { carrier: 'ups', trackingNumber: '1Z999AA10123456784', expectedVersion: version };
      return { path: `/returns/${id}/send`, json };
    },
  },
  'post /returns/:id/withdraw': {
    action: 'return.withdrawn',
    async prepare(api, admin) {
      const { id, version } = await requestAt(api, admin, 'exchange', 'approved');
      return { path: `/returns/${id}/withdraw`, json: { expectedVersion: version } };
    },
  },
};
