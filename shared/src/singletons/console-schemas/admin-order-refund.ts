import { z } from 'zod';

export const ORDER_REFUND_MESSAGES = {
  linesRequired: 'Choose at least one item to refund',
  lineTwice: 'Each item can appear once',
  notRefundable: 'Only a paid order that is confirmed or further along can be refunded.',
  nothingLeft: 'Everything paid for this order has already been refunded.',
  unknownItem: 'This item is not part of the order',
  zeroAmount: 'These items cost nothing after the discount, so there is nothing to refund.',
  balanceDue: (amount: string) =>
    `The customer still owes ${amount} from a change or a dearer exchange, so items cannot be refunded one by one until it is paid. Cancelling or refunding the whole order gives back what was taken.`,
} as const;

export const orderRefundLineSchema = z.object({
  itemId: z.number({ error: 'is required' }).int().positive(),
  quantity: z.number({ error: 'is required' }).int().positive('must be at least 1').max(10_000),
});

/**
 * POST /api/admin/orders/{id}/refunds: give back these units. The server prices the
 * refund (each unit's share of what was paid; the last refund also returns shipping),
 * and restock puts the units back on sale.
 */
export const orderRefundSchema = z.object({
  lines: z
    .array(orderRefundLineSchema)
    .min(1, ORDER_REFUND_MESSAGES.linesRequired)
    .max(100)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
      ORDER_REFUND_MESSAGES.lineTwice,
    ),
  restock: z.boolean().default(false),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  expectedVersion: z.number({ error: 'is required' }).int().positive(),
});
export type OrderRefundRequest = z.input<typeof orderRefundSchema>;
