import { PREVIEW_UPLOAD_FIELD } from '@ps/shared/console-schemas';
import type { AdminTourDate } from '@ps/shared/schemas';
import { encodeMp3 } from '../../../src/modules/audio/mp3-file';
import { notifyFanPhoto } from '../../../src/modules/notifications';
import { forceStatus, placeGuestOrder } from '../admin-orders';
import { createOrder } from '../factories';
import { movedAddress, placeEditableOrder } from '../order-edits';
import type { ApiTestContext } from '../suite';
import { newShow } from '../tour-dates';
import { sender, type AuditedChangeTable, type StaffPage } from './audited-change';

type PhotoStatus = 'pending' | 'approved';

async function fanPhoto(api: ApiTestContext, status: PhotoStatus = 'pending') {
  const row = await api.db
    .insertInto('fanPhotos')
    .values({
      imageId: null,
      imageFormat: null,
      sampleArtUrl: '/images/fan-art/sample.jpg',
      caption: 'Front row',
      submitterName: 'Robin',
      submitterHandle: null,
      submitterEmail: null,
      platform: 'website',
      location: null,
      hashtags: '[]',
      allowRepost: true,
      allowCommercialUse: false,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const photoChange = (action: string, status: PhotoStatus, json?: unknown) => ({
  prepare: async (api: ApiTestContext) => ({ path: `/fan-photos/${await fanPhoto(api, status)}/${action}`, json }),
});

async function show(admin: StaffPage) {
  const response = await admin.post('/api/admin/tour-dates', newShow());
  return ((await response.json()) as { tourDate: AdminTourDate }).tourDate.id;
}

const RATE = 8_000;
const previewForm = () => {
  const samples = Float32Array.from({ length: RATE }, (_, index) => 0.4 * Math.sin((2 * Math.PI * 330 * index) / RATE));
  const form = new FormData();
  form.append(PREVIEW_UPLOAD_FIELD, new Blob([new Uint8Array(encodeMp3(samples, RATE, 32))], { type: 'audio/mpeg' }));
  return form;
};

/** A notification for every staff member; answers the admin's own. */
async function notification(api: ApiTestContext, admin: StaffPage) {
  await notifyFanPhoto(api.db, { id: await fanPhoto(api), fanName: 'Robin' });
  const own = await api.db
    .selectFrom('staffNotifications')
    .innerJoin('staffUsers', 'staffUsers.id', 'staffNotifications.staffUserId')
    .select('staffNotifications.id')
    .where('staffUsers.email', '=', admin.email)
    .executeTakeFirstOrThrow();
  return String(own.id);
}

async function paidOrder(api: ApiTestContext) {
  const order = await placeGuestOrder(api);
  return { ...order, version: await forceStatus(api, order.id, 'confirmed') };
}

/** Moderation, shows, music, notifications and orders: one valid change per write route. */
export const consoleChanges: AuditedChangeTable = {
  'post /fan-photos/bulk': {
    prepare: async (api) => ({ path: '/fan-photos/bulk', json: { ids: [await fanPhoto(api)], action: 'approve' } }),
  },
  'post /fan-photos/:id/approve': photoChange('approve', 'pending'),
  'post /fan-photos/:id/reject': photoChange('reject', 'pending', { reason: 'Not the band' }),
  'post /fan-photos/:id/feature': photoChange('feature', 'approved', { featured: true }),
  'post /fan-photos/:id/takedown': photoChange('takedown', 'approved'),
  'post /tour-dates': { prepare: async () => ({ path: '/tour-dates', json: newShow() }) },
  'put /tour-dates/:id': {
    prepare: async (_api, admin) => ({ path: `/tour-dates/${await show(admin)}`, json: newShow({ venue: 'Moved' }) }),
  },
  'post /tour-dates/:id/cancel': {
    prepare: async (_api, admin) => ({ path: `/tour-dates/${await show(admin)}/cancel` }),
  },
  'post /tour-dates/:id/sold-out': {
    prepare: async (_api, admin) => ({ path: `/tour-dates/${await show(admin)}/sold-out` }),
  },
  'post /tour-dates/:id/announce': {
    prepare: async (_api, admin) => ({ path: `/tour-dates/${await show(admin)}/announce` }),
  },
  'put /music/tracks/:trackId/preview': {
    prepare: async () => ({ path: '/music/tracks/my-space-06/preview', raw: { body: previewForm() } }),
  },
  'delete /music/tracks/:trackId/preview': {
    async prepare(api, admin) {
      const path = '/music/tracks/my-space-07/preview';
      await (
        await sender(admin, api, 'PUT', { path, raw: { body: previewForm() } })
      )();
      return { path };
    },
  },
  'post /notifications/read-all': {
    async prepare(api, admin) {
      await notification(api, admin);
      return { path: '/notifications/read-all' };
    },
  },
  'post /notifications/:id/read': {
    prepare: async (api, admin) => ({ path: `/notifications/${await notification(api, admin)}/read` }),
  },
  'post /orders/:id/notes': {
    prepare: async (api) => ({ path: `/orders/${(await createOrder(api.db)).id}/notes`, json: { body: 'Gift wrap' } }),
  },
  'put /orders/:id/status': {
    action: 'order.status_changed',
    async prepare(api) {
      const { id, version } = await paidOrder(api);
      return { path: `/orders/${id}/status`, json: { status: 'processing', expectedVersion: version } };
    },
  },
  'post /orders/:id/mails': {
    action: 'order.mail_resent',
    prepare: async (api) => ({
      path: `/orders/${(await placeGuestOrder(api)).id}/mails`,
      json: { mail: 'order_confirmation' },
    }),
  },
  'post /orders/:id/refunds': {
    action: 'order.refunded',
    async prepare(api) {
      const { id, version } = await paidOrder(api);
      const item = await api.db
        .selectFrom('orderItems')
        .select('id')
        .where('orderId', '=', id)
        .executeTakeFirstOrThrow();
      return {
        path: `/orders/${id}/refunds`,
        json: { lines: [{ itemId: item.id, quantity: 1 }], expectedVersion: version },
      };
    },
  },
  'post /orders/:id/shipments': {
    action: 'order.shipment_created',
    prepare: async (api) => firstParcel(api),
  },
  'post /orders/:id/shipments/:shipmentId/delivered': {
    action: 'order.shipment_delivered',
    async prepare(api, admin) {
      const parcel = await firstParcel(api);
      const shipped = await (await sender(admin, api, 'POST', parcel))();
      const { order } = (await shipped.json()) as { order: { version: number; shipments: { id: number }[] } };
      const path = `/orders/${parcel.orderId}/shipments/${order.shipments[0]?.id}/delivered`;
      return { path, json: { expectedVersion: order.version } };
    },
  },
  'put /orders/:id/shipping-address': {
    action: 'order.address_changed',
    async prepare(api) {
      const { id, version } = await paidOrder(api);
      return {
        path: `/orders/${id}/shipping-address`,
        json: { shippingAddress: movedAddress, expectedVersion: version },
      };
    },
  },
  'put /orders/:id/lines': {
    action: 'order.lines_changed',
    async prepare(api) {
      const { order, teeLine, variants } = await placeEditableOrder(api);
      const lines = [{ itemId: teeLine.id, variantId: variants.large, quantity: 1 }];
      return { path: `/orders/${order.id}/lines`, json: { lines, expectedVersion: order.version } };
    },
  },
  'put /orders/:id/shipments/:shipmentId': {
    action: 'order.shipment_corrected',
    async prepare(api, admin) {
      const parcel = await firstParcel(api);
      const shipped = await (await sender(admin, api, 'POST', parcel))();
      const { order } = (await shipped.json()) as { order: { version: number; shipments: { id: number }[] } };
      const path = `/orders/${parcel.orderId}/shipments/${order.shipments[0]?.id}`;
      return { path, json: { carrier: 'dhl', trackingNumber: 'JD014600006281230704', expectedVersion: order.version } };
    },
  },
};

/** The request that ships one unit of a new processing order in its first parcel. */
async function firstParcel(api: ApiTestContext) {
  const order = await placeGuestOrder(api, { quantity: 2 });
  const version = await forceStatus(api, order.id, 'processing');
  const item = await api.db
    .selectFrom('orderItems')
    .select('id')
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
  const json = { lines: [{ itemId: item.id, quantity: 1 }], carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
  return { orderId: order.id, path: `/orders/${order.id}/shipments`, json: { ...json, expectedVersion: version } };
}
