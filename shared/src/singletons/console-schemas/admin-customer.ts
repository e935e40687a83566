import { z } from 'zod';
import {
  dollarsSchema,
  MAX_DATABASE_ID,
  ORDER_STATUSES,
  orderAddressSchema,
  pageQuerySchema,
  paginationSchema,
  PAYMENT_STATUSES,
  safeText,
} from '@ps/shared/schemas';

export const ADMIN_CUSTOMERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE = 20;

export const ADMIN_CUSTOMER_SORTS = ['last_order', 'lifetime_value', 'orders', 'name', 'email'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

export const CUSTOMER_KINDS = ['account', 'guest'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const NEWSLETTER_FILTERS = ['subscribed', 'not_subscribed'] as const;
export type NewsletterFilter = (typeof NEWSLETTER_FILTERS)[number];

export const NEWSLETTER_STATES = ['subscribed', 'unsubscribed', 'never'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** What an erased order shows instead of the buyer: .invalid never routes, so no mail can reach anyone. */
export const ERASED_CUSTOMER = { firstName: 'Erased', lastName: 'customer', email: 'erased@anonymised.invalid' };

export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  confirmMismatch: "Type the customer's e-mail exactly as shown to confirm",
} as const;

/**
 * A customer in a URL: the account's id ("12"), or for a buyer without an account the id
 * of their first order ("guest-345"). Never the e-mail: paths end up in logs and histories.
 */
export const customerKeySchema = z
  .string()
  .regex(/^(?:guest-)?[1-9]\d{0,9}$/, 'must be an account id or guest-<order id>')
  .refine((key) => Number(key.replace('guest-', '')) <= MAX_DATABASE_ID, 'is not a valid id');

const customerFilterSchema = z.object({
  /** Part of the e-mail or the name. */
  q: safeText().trim().max(100, 'must be at most 100 characters').optional(),
  kind: z.enum(CUSTOMER_KINDS, { error: `must be one of ${CUSTOMER_KINDS.join(', ')}` }).optional(),
  newsletter: z.enum(NEWSLETTER_FILTERS, { error: `must be one of ${NEWSLETTER_FILTERS.join(', ')}` }).optional(),
  sort: z
    .enum(ADMIN_CUSTOMER_SORTS, { error: `must be one of ${ADMIN_CUSTOMER_SORTS.join(', ')}` })
    .default('last_order'),
});
export type AdminCustomerFilter = z.output<typeof customerFilterSchema>;

/** GET /api/admin/customers */
export const adminCustomersQuerySchema = pageQuerySchema(ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE).extend(
  customerFilterSchema.shape,
);
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;

/** GET /api/admin/customers/export?format=csv: the filter's customers, or only the chosen keys (comma-separated). */
export const adminCustomersExportQuerySchema = customerFilterSchema.extend({
  format: z.literal('csv', { error: 'must be csv' }).default('csv'),
  keys: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(customerKeySchema).max(100, 'must name at most 100 customers'))
    .optional(),
});

export const adminCustomerRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  orderCount: z.number().int().nonnegative(),
  /** Paid orders only. */
  lifetimeValue: dollarsSchema,
  lastOrderAt: z.iso.datetime().nullable(),
  newsletter: z.enum(NEWSLETTER_STATES),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomersResponseSchema = z.object({
  customers: z.array(adminCustomerRowSchema),
  pagination: paginationSchema,
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: dollarsSchema,
  createdAt: z.iso.datetime(),
});

/** GET /api/admin/customers/{key} */
export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  phone: z.string().nullable(),
  accountCreatedAt: z.iso.datetime().nullable(),
  firstOrderAt: z.iso.datetime().nullable(),
  newsletterSince: z.iso.datetime().nullable(),
  /** Newest first, at most 100; orderCount says how many there are in all. */
  orders: z.array(adminCustomerOrderSchema),
  /** Shipping and billing addresses, each once, most recently used first. */
  addresses: z.array(orderAddressSchema.extend({ lastUsedAt: z.iso.datetime() })),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = z.object({ customer: adminCustomerDetailSchema });
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;

/** POST /api/admin/customers/{key}/erase: the admin types the e-mail to confirm. */
export const eraseCustomerBodySchema = z.object({
  confirmEmail: safeText({ error: ADMIN_CUSTOMER_MESSAGES.confirmMismatch }).trim().max(254),
});
export type EraseCustomerBody = z.input<typeof eraseCustomerBodySchema>;

export const eraseCustomerResponseSchema = z.object({
  erased: z.object({
    account: z.boolean(),
    orders: z.number().int().nonnegative(),
    newsletter: z.number().int().nonnegative(),
    contactMessages: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
  }),
});
export type EraseCustomerResponse = z.infer<typeof eraseCustomerResponseSchema>;
