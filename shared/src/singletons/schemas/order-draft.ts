import { z } from 'zod';
import { addressFieldsSchema, addressRules, addressSchema } from './address';
import { cardholderNameSchema, paymentMethodSchema } from './payment';
import { safeText } from './safe-text';

export const ORDER_NOTES_MAX_LENGTH = 500;

/** Spec 3 §5; the data-processing message is ours, the spec shows none. */
export const ORDER_DRAFT_MESSAGES = {
  termsRequired: 'You must accept the terms and conditions',
  privacyPolicyRequired: 'You must accept the privacy policy',
  dataProcessingRequired: 'You must acknowledge how your personal data will be processed',
  orderNotesTooLong: 'Order notes must be less than 500 characters',
  billingAddressRequired: 'Billing address is required',
} as const;

const orderNotesSchema = safeText().trim().max(ORDER_NOTES_MAX_LENGTH, ORDER_DRAFT_MESSAGES.orderNotesTooLong);

const consentsShape = {
  termsAccepted: z.literal(true, { error: ORDER_DRAFT_MESSAGES.termsRequired }),
  privacyPolicyAccepted: z.literal(true, { error: ORDER_DRAFT_MESSAGES.privacyPolicyRequired }),
  dataProcessingAccepted: z.literal(true, { error: ORDER_DRAFT_MESSAGES.dataProcessingRequired }),
};

/** The payment step's order details form: notes and the three required boxes. */
export const orderDetailsFormSchema = z.object({
  orderNotes: orderNotesSchema.optional(),
  ...consentsShape,
  marketingEmails: z.boolean().optional(),
});

export type OrderDetailsForm = z.output<typeof orderDetailsFormSchema>;

/** The billing form: nothing to check while "Same as shipping address" is on. */
export const billingFormSchema = z
  .discriminatedUnion('sameAsShipping', [
    z.object({ sameAsShipping: z.literal(true) }),
    addressFieldsSchema.extend({ sameAsShipping: z.literal(false) }),
  ])
  .superRefine((billing, context) => {
    if (!billing.sameAsShipping) addressRules(billing, context);
  });

export type BillingForm = z.output<typeof billingFormSchema>;

/**
 * PUT /api/checkout/session/{sessionId}/order-draft. The billing address may be left
 * out only with sameAsShipping; the client usually sends the shipping address then.
 */
export const orderDraftBodySchema = z
  .object({
    billingAddress: addressSchema.optional(),
    sameAsShipping: z.boolean().default(true),
    paymentMethod: paymentMethodSchema,
    cardholderName: cardholderNameSchema.optional(),
    orderNotes: orderNotesSchema.optional(),
    ...consentsShape,
    marketingEmails: z.boolean().optional(),
  })
  .superRefine((draft, context) => {
    if (!draft.sameAsShipping && !draft.billingAddress) {
      context.addIssue({
        code: 'custom',
        path: ['billingAddress'],
        message: ORDER_DRAFT_MESSAGES.billingAddressRequired,
      });
    }
  });

export type OrderDraftBody = z.input<typeof orderDraftBodySchema>;
export type OrderDraft = z.output<typeof orderDraftBodySchema>;
