import { z } from 'zod';
import {
  adminReturnsQuerySchema,
  returnApprovalSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnReplacementShipmentSchema,
  returnWithdrawalByStaffSchema,
} from '@ps/shared/console-schemas';
import { orderLookupQuerySchema, returnRequestSchema, returnWithdrawalSchema } from '@ps/shared/schemas';
import { session } from './cart-rows';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const orderParams = z.object({ orderNumber: z.string() });
const returnParams = z.object({ id: z.string() });
const orderReturnParams = z.object({ orderNumber: z.string(), id: z.string() });
const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();

const step = (path: string, body: z.ZodType, example: Record<string, unknown>): RouteRow => ({
  method: 'POST',
  path: `/api/admin/returns/:id/${path}`,
  params: returnParams,
  body,
  weight: 0.2,
  context: asAdmin,
  example: () => always({ headers: signedIn, params: { id: '1' }, body: { ...example, expectedVersion: 1 } }),
});

/** A customer's returns and exchanges of an order, and the console's steps on them. */
export const returnRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/orders/:orderNumber/returns',
    params: orderParams,
    query: orderLookupQuerySchema,
    example: ({ order }) =>
      always({
        params: { orderNumber: order.orderNumber },
        query: { email: order.email },
        headers: session(order.browser),
      }),
  },
  {
    method: 'POST',
    path: '/api/orders/:orderNumber/returns',
    params: orderParams,
    body: returnRequestSchema,
    example: ({ order }) =>
      always({
        params: { orderNumber: order.orderNumber },
        body: { email: order.email, kind: 'return', reason: 'Too small', lines: [{ itemId: 1, quantity: 1 }] },
      }),
  },
  {
    method: 'GET',
    path: '/api/admin/returns',
    query: adminReturnsQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { status: 'requested', limit: 20 } }),
  },
  {
    method: 'GET',
    path: '/api/admin/returns/:id',
    params: returnParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
  step('approve', returnApprovalSchema, { message: 'Send it back' }),
  step('refuse', returnRefusalSchema, { message: 'Worn at a show' }),
  step('receive', returnReceiptSchema, { lines: [{ itemId: 1, goodQuantity: 1 }] }),
  step('refund', returnRefundSchema, {}),
  step('send', returnReplacementShipmentSchema, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
  step('withdraw', returnWithdrawalByStaffSchema, {}),
  {
    method: 'POST',
    path: '/api/orders/:orderNumber/returns/:id/withdraw',
    params: orderReturnParams,
    body: returnWithdrawalSchema,
    example: ({ order }) =>
      always({
        params: { orderNumber: order.orderNumber, id: '1' },
        body: { email: order.email, expectedVersion: 1 },
      }),
  },
];
