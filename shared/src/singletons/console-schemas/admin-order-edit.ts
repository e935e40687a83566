import { z } from 'zod';
import { addressSchema, ORDER_EDIT_MESSAGES } from '@ps/shared/schemas';

const expectedVersion = z.number({ error: 'is required' }).int().positive();

/** PUT /api/admin/orders/{id}/shipping-address */
export const orderAddressChangeSchema = z.object({ shippingAddress: addressSchema, expectedVersion });
export type OrderAddressChange = z.input<typeof orderAddressChangeSchema>;

export const orderLineChangeSchema = z.object({
  itemId: z.number({ error: 'is required' }).int().positive(),
  /** The variant the line should be: its own to change the quantity, another of the product to swap. */
  variantId: z.number({ error: 'is required' }).int().positive(),
  /** 0 removes the line. */
  quantity: z.number({ error: 'is required' }).int().min(0, 'must be 0 or more').max(10_000),
});

/**
 * PUT /api/admin/orders/{id}/lines: the lines as they should be. The server prices them at the
 * order's prices, takes or returns the stock and settles the difference with the customer.
 */
export const orderLinesChangeSchema = z.object({
  lines: z
    .array(orderLineChangeSchema)
    .min(1, ORDER_EDIT_MESSAGES.nothingChanged)
    .max(100)
    .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, ORDER_EDIT_MESSAGES.lineTwice),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  expectedVersion,
});
export type OrderLinesChange = z.input<typeof orderLinesChangeSchema>;

/** An edit as staff see it: who made it and what it did to the money. */
export const adminOrderEditSchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime(),
  summary: z.string(),
  /** Null when the customer made it. */
  staffName: z.string().nullable(),
  byCustomer: z.boolean(),
  /** Negative: refunded; positive: added to the balance due. */
  difference: z.number(),
});
export type AdminOrderEdit = z.infer<typeof adminOrderEditSchema>;

/** A line's product and the variants it may become, with the units each has for sale now. */
export const adminOrderLineOptionSchema = z.object({
  itemId: z.number().int().positive(),
  /** The line's variant now; null when it was deleted from the catalog (the line can then not be edited). */
  variantId: z.number().int().positive().nullable(),
  variants: z.array(z.object({ id: z.number().int().positive(), name: z.string(), available: z.number().int() })),
});
export type AdminOrderLineOption = z.infer<typeof adminOrderLineOptionSchema>;
