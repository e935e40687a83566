export const SHIPPING_METHOD_IDS = ['standard', 'express'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/** Express costs this many dollars whatever the subtotal; standard follows the cart's free-shipping rule. */
export const EXPRESS_SHIPPING_RATE = 14.99;

/** Names and delivery windows (spec 3 §9); the estimated delivery date uses the upper bound. */
export const SHIPPING_METHOD_DETAILS = {
  standard: { name: 'Standard Shipping', estimatedDays: '3-5 business days', minBusinessDays: 3, maxBusinessDays: 5 },
  express: { name: 'Express Shipping', estimatedDays: '1-2 business days', minBusinessDays: 1, maxBusinessDays: 2 },
} as const satisfies Record<
  ShippingMethodId,
  { name: string; estimatedDays: string; minBusinessDays: number; maxBusinessDays: number }
>;
