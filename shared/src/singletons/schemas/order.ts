import { z } from 'zod';
import { addressFieldsSchema } from './address';
import { dollarsSchema } from './common';
import { paginationSchema } from './pagination';
import { PAYMENT_METHOD_TYPES, PAYMENT_STATUSES } from './payment';
import { emailSchema } from './customer';
import { safeText } from './safe-text';
import { orderChangeSchema } from './order-edit';
import { orderShipmentSchema, shipmentLineSchema, shipmentSchema } from './shipment';
import { ORDER_STATUSES, SHOPPER_ORDERS_PAGE_SIZE } from '@ps/shared/rules';

export { ORDER_STATUS_LABELS, ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@ps/shared/rules';
export {
  ORDER_MESSAGES,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  SHOPPER_ORDERS_PAGE_SIZE,
} from '@ps/shared/rules';

/** GET /api/orders: this browser's orders, newest first. search matches part of the order number. */
export const ordersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .default(SHOPPER_ORDERS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(0),
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  search: safeText().trim().max(50, 'must be at most 50 characters').optional(),
});

export type OrdersQuery = z.input<typeof ordersQuerySchema>;

/** A calendar date (YYYY-MM-DD): show it as it is, without converting time zones. */
const calendarDateSchema = z.iso.date();

export const orderListItemSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.iso.datetime(),
  itemCount: z.number().int().nonnegative(),
  total: dollarsSchema,
  estimatedDelivery: calendarDateSchema,
});

export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const ordersResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  pagination: paginationSchema,
});

export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET /api/orders/{orderNumber}?email=: the right e-mail shows the details to anyone. */
export const orderLookupQuerySchema = z.object({ email: safeText().trim().max(100).optional() });

/** The form that reveals a tracked order's details: the e-mail it was placed with, required there. */
export const orderRevealFormSchema = orderLookupQuerySchema.extend({ email: emailSchema });

export const orderTimelineEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  title: z.string(),
  description: z.string(),
  /** When the order reached this stage; null for stages still ahead. */
  timestamp: z.iso.datetime().nullable(),
  completed: z.boolean(),
});

export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderItemSchema = z.object({
  id: z.number().int().positive(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: dollarsSchema,
  lineTotal: dollarsSchema,
  imageUrl: z.string().nullable(),
});

export const orderAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderDetailSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.object({
    type: z.enum(PAYMENT_METHOD_TYPES),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
  }),
  createdAt: z.iso.datetime(),
  estimatedDelivery: calendarDateSchema,
  subtotal: dollarsSchema,
  shipping: dollarsSchema,
  tax: dollarsSchema,
  discount: dollarsSchema,
  /** The promo code the discount came from; null without one. */
  promoCode: z.string().nullable(),
  total: dollarsSchema,
  /**
   * Always every stage in ORDER_STATUSES order. A live order completes the stages up to
   * its status and never 'cancelled' or 'refunded' (hide those unless completed); a
   * cancelled or refunded order completes the stages it reached, then that one.
   */
  timeline: z.array(orderTimelineEntrySchema),
  items: z.array(orderItemSchema),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  shippingAddress: orderAddressSchema,
  /** Set once the order has shipped: who carries its newest parcel and where to follow it. */
  shipment: shipmentSchema.nullable(),
  /** Every parcel sent so far, oldest first, each with its lines and its own tracking link. */
  shipments: z.array(orderShipmentSchema),
  /** Units of each line in no parcel yet, refunded units left out; empty once all shipped or the order ended. */
  toShip: z.array(shipmentLineSchema),
  /** Edits made before shipping (issue 27 item 3), oldest first. */
  changes: z.array(orderChangeSchema),
  /** What an edit added and the customer has not paid yet; 0 when nothing is due. */
  balanceDue: dollarsSchema,
  /** Whether the customer may still change the shipping address themselves. */
  addressEditable: z.boolean(),
  /** The shipping address as the edit forms hold it (name and phone too); null when masked. */
  editAddress: addressFieldsSchema.nullable(),
});

export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** masked: the caller knew only the number, so name, e-mail, phone, street and postal code are starred. */
export const orderDetailResponseSchema = z.object({ order: orderDetailSchema, masked: z.boolean() });

export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;
