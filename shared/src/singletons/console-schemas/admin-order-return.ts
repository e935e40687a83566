import { z } from 'zod';
import {
  carrierSchema,
  idSchema,
  orderReturnSchema,
  pageQuerySchema,
  paginationSchema,
  RETURN_STATUSES,
  safeText,
  trackingNumberSchema,
} from '@ps/shared/schemas';

const versionSchema = z.number({ error: 'is required' }).int().positive();
const messageSchema = safeText().trim().max(500, 'must be at most 500 characters');

/** POST /api/admin/returns/{id}/approve. */
export const returnApprovalSchema = z.object({ message: messageSchema.optional(), expectedVersion: versionSchema });

/** POST /api/admin/returns/{id}/refuse: the customer is told why. */
export const returnRefusalSchema = z.object({
  message: messageSchema.min(1, 'Tell the customer why'),
  expectedVersion: versionSchema,
});

/** POST /api/admin/returns/{id}/receive: how many of each line came back fit to sell again. */
export const returnReceiptSchema = z.object({
  lines: z
    .array(z.object({ itemId: idSchema, goodQuantity: z.number().int().min(0).max(100) }))
    .min(1)
    .max(100),
  expectedVersion: versionSchema,
});

/** POST /api/admin/returns/{id}/refund: pays back and restocks what came back good. */
export const returnRefundSchema = z.object({ expectedVersion: versionSchema });

/** POST /api/admin/returns/{id}/withdraw: withdraws a request for the customer, before its parcel is received. */
export const returnWithdrawalByStaffSchema = z.object({ expectedVersion: versionSchema });

/** POST /api/admin/returns/{id}/send: the exchange's replacement is on its way. */
export const returnReplacementShipmentSchema = z.object({
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema,
  expectedVersion: versionSchema,
});

export const adminReturnsQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(RETURN_STATUSES, { error: 'must be a return status' }).optional(),
  /** Part of the order number or the customer's e-mail. */
  q: safeText().trim().max(100).optional(),
});

export const adminReturnSchema = orderReturnSchema.extend({
  orderId: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnsResponseSchema = z.object({
  returns: z.array(adminReturnSchema),
  pagination: paginationSchema,
});
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponseSchema>;

export const adminReturnResponseSchema = z.object({ return: adminReturnSchema });
