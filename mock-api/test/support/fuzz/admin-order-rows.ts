import { z } from 'zod';
import {
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  orderAddressChangeSchema,
  orderLinesChangeSchema,
  orderMailResendSchema,
  orderRefundSchema,
  orderShipmentCreateSchema,
  orderStatusChangeSchema,
  parcelCorrectionSchema,
  shipmentDeliveredSchema,
  staffNoteBodySchema,
} from '@ps/shared/console-schemas';
import { shippingAddress } from '../checkout-client';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const orderParams = z.object({ id: z.string() });
const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();

/** The console's order routes, each sent by a signed-in admin, so hostile input reaches the handlers. */
export const adminOrderRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/admin/orders',
    query: adminOrdersQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: 20, sort: 'newest', status: 'pending' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/export',
    query: adminOrdersExportQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { format: 'csv', paymentStatus: 'paid' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/export/lines',
    query: adminOrdersExportQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { format: 'csv', status: 'shipped' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: orderParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id/invoice.pdf',
    params: orderParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/status',
    params: orderParams,
    body: orderStatusChangeSchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({
        headers: signedIn,
        params: { id: '1' },
        body: { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784', expectedVersion: 1 },
      }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    params: orderParams,
    body: orderRefundSchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({
        headers: signedIn,
        params: { id: '1' },
        body: { lines: [{ itemId: 1, quantity: 1 }], restock: true, expectedVersion: 1 },
      }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/mails',
    params: orderParams,
    body: orderMailResendSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: { mail: 'order_confirmation' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/notes',
    params: orderParams,
    body: staffNoteBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: { body: 'Called the customer' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/shipments',
    params: orderParams,
    body: orderShipmentCreateSchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({
        headers: signedIn,
        params: { id: '1' },
        body: {
          lines: [{ itemId: 1, quantity: 1 }],
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
          expectedVersion: 1,
        },
      }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/shipments/:shipmentId/delivered',
    params: z.object({ id: z.string(), shipmentId: z.string() }),
    body: shipmentDeliveredSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1', shipmentId: '1' }, body: { expectedVersion: 1 } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/shipping-address',
    params: orderParams,
    body: orderAddressChangeSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: { shippingAddress, expectedVersion: 1 } }),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/lines',
    params: orderParams,
    body: orderLinesChangeSchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({
        headers: signedIn,
        params: { id: '1' },
        body: { lines: [{ itemId: 1, variantId: 1, quantity: 2 }], expectedVersion: 1 },
      }),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/shipments/:shipmentId',
    params: z.object({ id: z.string(), shipmentId: z.string() }),
    body: parcelCorrectionSchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({
        headers: signedIn,
        params: { id: '1', shipmentId: '1' },
        body: { carrier: 'dhl', trackingNumber: 'JD014600006281230704', expectedVersion: 1 },
      }),
  },
];
