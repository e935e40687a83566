import { z } from 'zod';
import { carrierSchema, idParamSchema, trackingNumberSchema } from '@ps/shared/schemas';

export const ORDER_SHIPMENT_MESSAGES = {
  linesRequired: 'Choose at least one item to ship',
  lineTwice: 'Each item can appear once',
  unknownItem: 'This item is not part of the order',
  shipmentNotFound: 'This shipment is not part of the order',
  alreadyDelivered: 'This shipment was already marked delivered.',
  sameTracking: 'The parcel already has this carrier and tracking number',
} as const;

const versionSchema = z.number({ error: 'is required' }).int().positive();

/**
 * POST /api/admin/orders/{id}/shipments: these units leave in one parcel. A line may be split
 * across parcels; the server refuses more units than are left to ship (ordered, less refunded,
 * less already shipped). The parcel that takes the last unit moves the order to shipped.
 */
export const orderShipmentCreateSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number({ error: 'is required' }).int().positive(),
        quantity: z.number({ error: 'is required' }).int().positive('must be at least 1').max(10_000),
      }),
    )
    .min(1, ORDER_SHIPMENT_MESSAGES.linesRequired)
    .max(100)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
      ORDER_SHIPMENT_MESSAGES.lineTwice,
    ),
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema,
  expectedVersion: versionSchema,
});
export type OrderShipmentCreate = z.input<typeof orderShipmentCreateSchema>;

/** POST /api/admin/orders/{id}/shipments/{shipmentId}/delivered: the last parcel delivered delivers the order. */
export const shipmentDeliveredSchema = z.object({ expectedVersion: versionSchema });
export type ShipmentDelivered = z.input<typeof shipmentDeliveredSchema>;

export const shipmentParamsSchema = z.object({ id: idParamSchema, shipmentId: idParamSchema });

/**
 * PUT /api/admin/orders/{id}/shipments/{shipmentId}: the right carrier and tracking number of a parcel
 * still on its way (a typo on the label); the customer is e-mailed the corrected link.
 */
export const parcelCorrectionSchema = z.object({
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema,
  expectedVersion: versionSchema,
});
export type ParcelCorrection = z.input<typeof parcelCorrectionSchema>;
