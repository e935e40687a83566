import { z } from 'zod';
import { newPasswordSchema, registerBodySchema } from './account';
import { CUSTOMER_MESSAGES, emailSchema } from './customer';

/** Typed twice on screen only; the server never receives the confirmation. */
const confirmed = <T extends { password: string; confirmPassword: string }>(values: T) =>
  values.confirmPassword === values.password;
/** A fresh object each time: zod rewrites the params it is given. */
const mismatch = () => ({ path: ['confirmPassword'], message: CUSTOMER_MESSAGES.passwordsDoNotMatch });

/** Create account: the register body plus the confirmation. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine(confirmed, mismatch());

/** A new password from a reset link; the token comes from the link, not from a field. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, mismatch());

/**
 * Checkout step 1 (spec 3 §5) with the account option of issue 11: a guest gives an e-mail;
 * creating an account also takes the name and password the register route needs.
 */
export const checkoutCustomerFormSchema = z
  .object({
    email: emailSchema,
    createAccount: z.boolean().default(false),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    password: z.string().optional(),
    confirmPassword: z.string().optional(),
    marketingEmails: z.boolean().default(false),
  })
  .superRefine((customer, context) => {
    if (!customer.createAccount) return;
    const account = registerBodySchema.pick({ firstName: true, lastName: true, password: true }).safeParse(customer);
    for (const issue of account.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (customer.password && customer.confirmPassword !== customer.password)
      context.addIssue({ code: 'custom', ...mismatch() });
  });

export type CheckoutCustomerFormInput = z.input<typeof checkoutCustomerFormSchema>;
export type CheckoutCustomerFormValues = z.output<typeof checkoutCustomerFormSchema>;
