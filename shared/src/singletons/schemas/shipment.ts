import { z } from 'zod';

/** Carriers the shop ships with, each with the page where a parcel can be followed. */
export const CARRIERS = {
  usps: { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum=' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=' },
  canada_post: {
    name: 'Canada Post',
    trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  },
  royal_mail: { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/' },
} as const;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export const SHIPMENT_MESSAGES = {
  carrierRequired: 'Choose the carrier',
  trackingNumberRequired: 'Enter the tracking number',
  trackingNumberInvalid: 'Use 5 to 40 letters, digits or hyphens',
} as const;

export const carrierSchema = z.enum(CARRIER_IDS, { error: SHIPMENT_MESSAGES.carrierRequired });

export const trackingNumberSchema = z
  .string({ error: SHIPMENT_MESSAGES.trackingNumberRequired })
  .trim()
  .toUpperCase()
  .min(1, SHIPMENT_MESSAGES.trackingNumberRequired)
  .regex(/^[A-Z0-9-]{5,40}$/, SHIPMENT_MESSAGES.trackingNumberInvalid);

/** The carrier's own tracking page for this parcel. */
export const trackingUrlOf = (carrier: Carrier, trackingNumber: string): string =>
  `${CARRIERS[carrier].trackingUrl}${encodeURIComponent(trackingNumber)}`;

export const shipmentSchema = z.object({
  carrier: carrierSchema,
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  shippedAt: z.iso.datetime().nullable(),
});

export type Shipment = z.infer<typeof shipmentSchema>;

/** Some units of one order line. */
export const shipmentLineSchema = z.object({
  itemId: z.number().int().positive(),
  quantity: z.number().int().positive(),
});

export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

/** One parcel of an order (issue 27 item 2): its lines, where to follow it, and when it arrived. */
export const orderShipmentSchema = shipmentSchema.extend({
  id: z.number().int().positive(),
  /** 1 for the order's first parcel, 2 for the next, and so on. */
  number: z.number().int().positive(),
  deliveredAt: z.iso.datetime().nullable(),
  lines: z.array(shipmentLineSchema),
});

export type OrderShipment = z.infer<typeof orderShipmentSchema>;
