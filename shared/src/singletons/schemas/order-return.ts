import { z } from 'zod';
import { idSchema } from './common';
import { safeText } from './safe-text';
import { RETURN_MESSAGES, RETURN_STATUSES } from '@ps/shared/rules';

export {
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  WITHDRAWABLE_RETURN_STATUSES,
  type ReturnStatus,
} from '@ps/shared/rules';

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** POST /api/orders/{orderNumber}/returns/{id}/withdraw: the version the customer saw. */
export const returnWithdrawalSchema = z.object({
  /** A guest proves the order is theirs with its e-mail; a signed-in owner need not. */
  email: safeText().trim().max(100).optional(),
  expectedVersion: z.number({ error: 'is required' }).int().positive(),
});
export type ReturnWithdrawal = z.input<typeof returnWithdrawalSchema>;

/** POST /api/orders/{orderNumber}/returns: a return of some units, or an exchange of one line. */
export const returnRequestSchema = z
  .object({
    /** A guest proves the order is theirs with its e-mail; a signed-in owner need not. */
    email: safeText().trim().max(100).optional(),
    kind: z.enum(RETURN_KINDS, { error: 'must be return or exchange' }),
    reason: safeText({ error: RETURN_MESSAGES.reasonRequired })
      .trim()
      .min(1, RETURN_MESSAGES.reasonRequired)
      .max(500, 'must be at most 500 characters'),
    lines: z
      .array(
        z.object({
          itemId: idSchema,
          quantity: z.number({ error: 'is required' }).int().positive('must be at least 1').max(100),
        }),
      )
      .min(1, RETURN_MESSAGES.linesRequired)
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, RETURN_MESSAGES.lineTwice),
    replacementVariantId: idSchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.kind !== 'exchange') return;
    if (request.lines.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.exchangeOneLine });
    if (!request.replacementVariantId) {
      ctx.addIssue({ code: 'custom', path: ['replacementVariantId'], message: RETURN_MESSAGES.replacementRequired });
    }
  });
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/** The request form's own shape: a count per line as its selects give them, turned into a ReturnRequest on submit. */
export const returnRequestFormSchema = z.object({
  kind: z.enum(RETURN_KINDS),
  reason: returnRequestSchema.shape.reason,
  quantities: z.record(z.string(), z.string()),
  replacementVariantId: z.string(),
});
export type ReturnRequestForm = z.input<typeof returnRequestFormSchema>;

export const returnLineSchema = z.object({
  itemId: z.number(),
  productName: z.string(),
  variantName: z.string(),
  quantity: z.number(),
  /** Units that came back fit to sell again; null until received. */
  goodQuantity: z.number().nullable(),
});

/** One step of a request, for the order's timeline on both sides. */
export const returnStepSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  title: z.string(),
  at: z.iso.datetime(),
});

export const orderReturnSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  /** The staff member's words to the customer when approving or refusing. */
  staffMessage: z.string().nullable(),
  lines: z.array(returnLineSchema),
  replacement: z.object({ variantId: z.number().nullable(), variantName: z.string() }).nullable(),
  /** Dollars refunded for this request (a cheaper replacement, or the goods that came back good). */
  refunded: z.number().nullable(),
  /** Dollars a dearer replacement costs more, paid through the order's balance link before it leaves. */
  charged: z.number().nullable(),
  /** Dollars the order still owes (a dearer replacement waits for them); 0 once paid. */
  balanceDue: z.number(),
  shipment: z
    .object({ carrier: z.string(), carrierName: z.string(), trackingNumber: z.string(), trackingUrl: z.string() })
    .nullable(),
  steps: z.array(returnStepSchema),
  version: z.number(),
  createdAt: z.iso.datetime(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** Another option of a bought line's product that an exchange can swap it for. */
export const exchangeOptionSchema = z.object({
  variantId: z.number(),
  name: z.string(),
  inStock: z.boolean(),
  /** Dollars per unit it costs over the option bought; 0 when it costs the same or less. */
  costsMore: z.number(),
});

/** GET /api/orders/{orderNumber}/returns: the order's requests and what a new one may ask. */
export const orderReturnsResponseSchema = z.object({
  returns: z.array(orderReturnSchema),
  window: z.object({
    days: z.number(),
    /** Null when the order has not been delivered. */
    closesAt: z.iso.datetime().nullable(),
    open: z.boolean(),
  }),
  lines: z.array(
    z.object({
      itemId: z.number(),
      productName: z.string(),
      variantName: z.string(),
      /** Units not refunded and not already in a request. */
      returnable: z.number(),
      exchangeOptions: z.array(exchangeOptionSchema),
    }),
  ),
});
export type OrderReturnsResponse = z.infer<typeof orderReturnsResponseSchema>;

export const orderReturnResponseSchema = z.object({ return: orderReturnSchema });
