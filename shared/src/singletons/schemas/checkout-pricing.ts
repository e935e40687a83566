import { z } from 'zod';
import { addressSchema } from './address';
import { dollarsSchema } from './common';
import { SHIPPING_METHOD_IDS } from '@ps/shared/rules';

// The checkout summary shows these without validating anything, so they live outside the schemas (decision 030).
export {
  EXPRESS_SHIPPING_RATE,
  SHIPPING_METHOD_DETAILS,
  SHIPPING_METHOD_IDS,
  type ShippingMethodId,
} from '@ps/shared/rules';

export const SHIPPING_MESSAGES = {
  methodRequired: 'Please select a shipping method',
} as const;

export const shippingMethodIdSchema = z.enum(SHIPPING_METHOD_IDS, { error: SHIPPING_MESSAGES.methodRequired });

export const shippingMethodSchema = z.object({
  id: shippingMethodIdSchema,
  name: z.string(),
  /** Dollars, priced from the caller's cart. */
  price: dollarsSchema,
  description: z.string(),
  estimatedDays: z.string(),
  isDefault: z.boolean(),
});

export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** POST /api/checkout/shipping-methods; items are ignored: the server prices the caller's cart. */
export const shippingMethodsBodySchema = z.object({
  address: addressSchema,
  items: z.array(z.unknown()).max(100).optional(),
});

export const shippingMethodsResponseSchema = z.object({ shippingMethods: z.array(shippingMethodSchema) });

export type ShippingMethodsResponse = z.infer<typeof shippingMethodsResponseSchema>;

/** POST /api/checkout/validate-address answers 200 with the address as it will be saved, or 400 with fields. */
export const validateAddressResponseSchema = z.object({
  valid: z.literal(true),
  address: addressSchema,
  suggestions: z.array(addressSchema),
});

export type ValidateAddressResponse = z.infer<typeof validateAddressResponseSchema>;

/** The largest amount the tax preview accepts, in dollars. */
export const MAX_TAXABLE_AMOUNT = 1_000_000;

/** POST /api/checkout/calculate-tax: a preview; orders never use the amount sent here. */
export const calculateTaxBodySchema = z.object({
  address: addressSchema,
  amount: z
    .number({ error: 'must be a number' })
    .nonnegative('must be 0 or more')
    .max(MAX_TAXABLE_AMOUNT, `must be at most ${MAX_TAXABLE_AMOUNT}`),
});

export type CalculateTaxBody = z.input<typeof calculateTaxBodySchema>;

export const calculateTaxResponseSchema = z.object({
  /** Dollars. */
  tax: dollarsSchema,
  /** A fraction: 0.0725 is 7.25%. */
  rate: z.number().nonnegative(),
  /** Where the rate comes from: "US-CA", "CA-ON", "GB". */
  jurisdiction: z.string(),
});

export type CalculateTaxResponse = z.infer<typeof calculateTaxResponseSchema>;
