import { z } from 'zod';
import {
  carrierSchema,
  dollarsSchema,
  ORDER_STATUSES,
  orderAddressSchema,
  orderDetailSchema,
  pageQuerySchema,
  paginationSchema,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  safeText,
  trackingNumberSchema,
} from '@ps/shared/schemas';
import { SHIPPING_METHOD_IDS } from '@ps/shared/rules';
import { adminOrderEditSchema, adminOrderLineOptionSchema } from './admin-order-edit';

/** Admin order page size (spec 3 §9): 20 by default, 10/20/50/100 to choose from. */
export const ADMIN_ORDERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_ORDERS_DEFAULT_PAGE_SIZE = 20;

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'Order not found',
  changedMeanwhile: 'Someone else changed this order meanwhile. Reload it to see the change, then try again.',
  notesTooLong: 'Notes must be at most 500 characters',
  noteRequired: 'Write the note first',
} as const;

const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  /** Part of the order number, the e-mail or the customer's name. */
  q: safeText().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: `must be one of ${ADMIN_ORDER_SORTS.join(', ')}` }).default('newest'),
});

/** GET /api/admin/orders */
export const adminOrdersQuerySchema = pageQuerySchema(ADMIN_ORDERS_DEFAULT_PAGE_SIZE).extend(orderFilterSchema.shape);
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** GET /api/admin/orders/export?format=csv: the list's filter, every matching row. */
export const adminOrdersExportQuerySchema = orderFilterSchema.extend({
  format: z.literal('csv', { error: 'must be csv' }).default('csv'),
});

export const adminOrderRowSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  itemCount: z.number().int().nonnegative(),
  total: dollarsSchema,
  shippingAddress: z.object({ city: z.string(), state: z.string(), country: z.string() }).nullable(),
  /** What the shopper paid for: packers ship Express orders first. */
  shippingMethod: z.enum(SHIPPING_METHOD_IDS),
  createdAt: z.iso.datetime(),
  /** Send it back as expectedVersion when changing the order. */
  version: z.number().int().positive(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** The figures of the orders the list's filter matches (every order without one). Revenue counts paid orders only. */
export const adminOrdersSummarySchema = z.object({
  totalRevenue: dollarsSchema,
  total: z.number().int().nonnegative(),
  averageOrderValue: dollarsSchema,
  byStatus: z.object({ pending: z.number().int().nonnegative(), processing: z.number().int().nonnegative() }),
});
export type AdminOrdersSummary = z.infer<typeof adminOrdersSummarySchema>;

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  pagination: paginationSchema,
  summary: adminOrdersSummarySchema,
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** One change in the staff timeline: who (null for the shop itself: checkout, payments) and why. */
export const adminOrderEventSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(ORDER_STATUSES),
  at: z.iso.datetime(),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
  /** Set on a refund's entry: the amount given back (the status is the order's at the time). */
  refund: dollarsSchema.nullable(),
  /** Set on a parcel's entry: which one, and whether it left, arrived or had its tracking corrected (the status is the order's after it). */
  shipment: z
    .object({ number: z.number().int().positive(), step: z.enum(['sent', 'delivered', 'corrected']) })
    .nullable(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

export const staffNoteSchema = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const adminOrderDetailSchema = orderDetailSchema.extend({
  version: z.number().int().positive(),
  billingAddress: orderAddressSchema,
  summary: z.object({
    itemCount: z.number().int().nonnegative(),
    uniqueProducts: z.number().int().nonnegative(),
    totalQuantity: z.number().int().nonnegative(),
  }),
  /** What the shopper wrote at checkout. */
  notes: z.string().nullable(),
  /** The buyer was erased: no e-mail can reach them any more. */
  anonymised: z.boolean(),
  /** The shipping the shopper paid for (its name as checkout showed it). */
  shippingMethod: z.object({ id: z.enum(SHIPPING_METHOD_IDS), name: z.string() }),
  payment: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** The provider's payment id (pi_...). */
    reference: z.string(),
    refundReference: z.string().nullable(),
  }),
  /** What was given back so far, and how many units of each line. */
  refunds: z.object({
    refunded: dollarsSchema,
    lines: z.array(z.object({ itemId: z.number().int().positive(), refundedQuantity: z.number().int().positive() })),
  }),
  events: z.array(adminOrderEventSchema),
  staffNotes: z.array(staffNoteSchema),
  /** Edits before shipping with who made them; `editable`: staff may still change the address and items. */
  edits: z.array(adminOrderEditSchema),
  editable: z.boolean(),
  lineOptions: z.array(adminOrderLineOptionSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

const notesSchema = z.string().trim().max(500, ADMIN_ORDER_MESSAGES.notesTooLong);

/**
 * PUT /api/admin/orders/{id}/status. Shipped needs carrier and trackingNumber; restock
 * puts a refunded order's units back on sale (a cancel always does).
 */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  notes: notesSchema.optional(),
  carrier: carrierSchema.optional(),
  trackingNumber: trackingNumberSchema.optional(),
  restock: z.boolean().optional(),
  expectedVersion: z.number({ error: 'is required' }).int().positive(),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/{id}/notes: an internal note, never shown to the customer. */
export const staffNoteBodySchema = z.object({ body: notesSchema.min(1, ADMIN_ORDER_MESSAGES.noteRequired) });
export type StaffNoteBody = z.input<typeof staffNoteBodySchema>;

/** The order e-mails staff can send again, as the customer first got them. */
export const RESENDABLE_ORDER_MAILS = {
  order_confirmation: 'Order confirmation',
  order_shipped: 'Shipped notice with tracking',
} as const;
export type ResendableOrderMail = keyof typeof RESENDABLE_ORDER_MAILS;

export const ORDER_MAIL_MESSAGES = {
  mailRequired: 'Choose the e-mail to send',
  notShipped: 'This order has not shipped, so there is no shipped e-mail to send.',
  erased: 'The customer was erased: there is no address to write to.',
} as const;

/** POST /api/admin/orders/{id}/mails: puts the chosen e-mail in the outbox again. */
export const orderMailResendSchema = z.object({
  mail: z.enum(Object.keys(RESENDABLE_ORDER_MAILS) as [ResendableOrderMail, ...ResendableOrderMail[]], {
    error: ORDER_MAIL_MESSAGES.mailRequired,
  }),
});
export type OrderMailResend = z.input<typeof orderMailResendSchema>;

export const orderMailResendResponseSchema = z.object({ mail: orderMailResendSchema.shape.mail, to: z.string() });
export type OrderMailResendResponse = z.infer<typeof orderMailResendResponseSchema>;
