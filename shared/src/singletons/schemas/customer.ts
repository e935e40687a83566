import { z } from 'zod';
import { safeText } from './safe-text';

export const EMAIL_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 3 §5, word for word. */
export const CUSTOMER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 100 characters',
  passwordRequired: 'Password is required when creating an account',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const emailSchema = safeText({ error: CUSTOMER_MESSAGES.emailRequired })
  .trim()
  .min(1, CUSTOMER_MESSAGES.emailRequired)
  .regex(z.regexes.email, CUSTOMER_MESSAGES.emailInvalid)
  .max(EMAIL_MAX_LENGTH, CUSTOMER_MESSAGES.emailTooLong);

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/** The first problem with a new account's password, or undefined when it will do. */
export function passwordProblem(password: string | undefined): string | undefined {
  if (!password) return CUSTOMER_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return CUSTOMER_MESSAGES.passwordTooShort;
  if (!STRONG_PASSWORD.test(password)) return CUSTOMER_MESSAGES.passwordTooWeak;
  return undefined;
}

/**
 * Step 1's customer form. Guest mode (createAccount false) ignores the password
 * fields, which stay hidden; with an account both are checked.
 */
export const customerSchema = z
  .object({
    email: emailSchema,
    createAccount: z.boolean().default(false),
    password: safeText().optional(),
    confirmPassword: safeText().optional(),
    marketingEmails: z.boolean().default(false),
  })
  .superRefine((customer, context) => {
    if (!customer.createAccount) return;
    const problem = passwordProblem(customer.password);
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (customer.password && customer.confirmPassword !== customer.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: CUSTOMER_MESSAGES.passwordsDoNotMatch });
    }
  });

export type CustomerInput = z.input<typeof customerSchema>;
export type Customer = z.output<typeof customerSchema>;

/** The customer as a checkout session keeps and returns it: never a password. */
export const checkoutCustomerSchema = z.object({
  email: z.string(),
  createAccount: z.boolean(),
  marketingEmails: z.boolean(),
});

export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;
