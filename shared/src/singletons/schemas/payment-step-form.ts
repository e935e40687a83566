import { z } from 'zod';
import { billingFormSchema, orderDetailsFormSchema } from './order-draft';
import { cardholderNameSchema, PAYMENT_MESSAGES, PAYMENT_METHOD_TYPES, WALLET_APPROVAL_MESSAGES } from './payment';

/** The card as typed on screen ("12/29"); only the sandbox provider ever receives it. */
const cardFieldsSchema = z.object({
  number: z.string().trim(),
  expiry: z.string().trim(),
  cvc: z.string().trim(),
});

/** Short enough to fit the two lines each card field keeps free, even in the narrow expiry and CVC columns. */
export const CARD_MESSAGES = {
  number: 'Enter 12 to 19 digits',
  expiry: 'Enter the date as MM/YY',
  cvc: 'Enter 3 or 4 digits',
} as const;

/** The payment step's three forms (payment, billing, order details) validated together, as the button needs. */
export const paymentStepSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHOD_TYPES, { error: PAYMENT_MESSAGES.paymentMethodRequired }),
    cardholderName: cardholderNameSchema.optional(),
    card: cardFieldsSchema,
    /** What PayPal's window or a wallet's sheet handed back (the sandbox's stand-in makes one). */
    walletToken: z.string().optional(),
    /** Set when Stripe's Payment Element takes the payment: it checks its own fields when the order is placed. */
    viaStripe: z.boolean().optional(),
    billing: billingFormSchema,
    details: orderDetailsFormSchema,
  })
  .superRefine(
    (form, context) => {
      if (form.viaStripe) return;
      if (form.paymentMethod !== 'card') {
        if (!form.walletToken) {
          const message = WALLET_APPROVAL_MESSAGES[form.paymentMethod];
          context.addIssue({ code: 'custom', path: ['walletToken'], message });
        }
        return;
      }
      if (!form.cardholderName)
        context.addIssue({
          code: 'custom',
          path: ['cardholderName'],
          message: PAYMENT_MESSAGES.cardholderNameRequired,
        });
      if (!/^\d{12,19}$/.test(form.card.number.replace(/[\s-]/g, '')))
        context.addIssue({ code: 'custom', path: ['card', 'number'], message: CARD_MESSAGES.number });
      if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(form.card.expiry))
        context.addIssue({ code: 'custom', path: ['card', 'expiry'], message: CARD_MESSAGES.expiry });
      if (!/^\d{3,4}$/.test(form.card.cvc))
        context.addIssue({ code: 'custom', path: ['card', 'cvc'], message: CARD_MESSAGES.cvc });
    },
    // Card problems show beside an unticked agreement too, not only once everything else is fixed.
    { when: ({ value }) => typeof (value as { card?: unknown })?.card === 'object' },
  );

export type PaymentStepInput = z.input<typeof paymentStepSchema>;
export type PaymentStepValues = z.output<typeof paymentStepSchema>;
