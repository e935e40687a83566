import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@ps/shared/schemas';
import { completedSteps } from './completed-steps';

const open: CheckoutSession = {
  id: '6f1c2b7e-3d4a-4e5f-9a6b-7c8d9e0f1a2b',
  status: 'open',
  orderNumber: null,
  customer: null,
  shippingAddress: null,
  billingAddress: null,
  sameAsShipping: true,
  shippingMethod: null,
  orderDraft: null,
  totals: { itemCount: 1, subtotal: 20, shipping: 5.99, tax: 0, discount: 0, total: 25.99 },
  items: [],
  promo: null,
  priceVersion: 'v1',
};

const address = {
  firstName: 'Riley',
  lastName: 'Nervous',
  address1: '12 Cape Street',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US' as const,
};

describe('completedSteps', () => {
  it('reads each step from what the server saved', () => {
    expect([...completedSteps(open)]).toEqual([]);
    const customer = { email: 'riley@example.com', createAccount: false, marketingEmails: false };
    expect([...completedSteps({ ...open, customer })]).toEqual(['cart']);
    expect([...completedSteps({ ...open, customer, shippingAddress: address })]).toEqual(['cart']);
    expect([...completedSteps({ ...open, customer, shippingAddress: address, shippingMethod: 'express' })]).toEqual([
      'cart',
      'shipping',
    ]);
  });
});
