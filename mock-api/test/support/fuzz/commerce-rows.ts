import fc from 'fast-check';
import { z } from 'zod';
import {
  addressSchema,
  calculateTaxBodySchema,
  createCheckoutSessionBodySchema,
  createOrderBodySchema,
  orderDraftBodySchema,
  orderAddressEditSchema,
  orderBalancePaymentSchema,
  orderBalanceQuerySchema,
  orderLookupQuerySchema,
  ordersQuerySchema,
  paymentReturnBodySchema,
  shippingMethodsBodySchema,
  updateCheckoutSessionBodySchema,
} from '@ps/shared/schemas';
import { cards, orderDraft, shippingAddress } from '../checkout-client';
import { pooledBrowser, session } from './cart-rows';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { NumberSlot, Slot } from './wire';

const pooledCheckout = ({ checkouts }: FuzzFixtures) => fc.constantFrom(...checkouts);
const checkoutParams = z.object({ sessionId: z.string() });

const steps = {
  customer: { email: 'fan@example.com', createAccount: false, marketingEmails: true },
  shippingAddress: { ...shippingAddress, company: 'Panic Squad', address2: 'Apt 1' },
  shippingMethod: 'express',
  billingAddress: null,
  sameAsShipping: true,
};

/** Checkout and orders: calls that write, each pointed at state it can act on. */
export const commerceRows: RouteRow[] = [
  { method: 'GET', path: '/api/checkout/payment-config', example: () => always({}), weight: 0.2 },
  {
    method: 'POST',
    path: '/api/checkout/session',
    body: createCheckoutSessionBodySchema,
    example: (fixtures) =>
      pooledBrowser(fixtures).map((b) => ({ headers: session(b), body: { sessionId: new Slot('newId') } })),
  },
  {
    method: 'GET',
    path: '/api/checkout/session/:sessionId',
    params: checkoutParams,
    example: (fixtures) =>
      pooledCheckout(fixtures).map((c) => ({
        params: { sessionId: c.checkoutSessionId },
        headers: session(c.browser),
      })),
  },
  {
    method: 'PUT',
    path: '/api/checkout/session/:sessionId',
    params: checkoutParams,
    body: updateCheckoutSessionBodySchema,
    weight: 2,
    example: (fixtures) =>
      pooledCheckout(fixtures).map((c) => ({
        params: { sessionId: c.checkoutSessionId },
        headers: session(c.browser),
        body: steps,
      })),
  },
  {
    method: 'PUT',
    path: '/api/checkout/session/:sessionId/order-draft',
    params: checkoutParams,
    body: orderDraftBodySchema,
    weight: 1.5,
    example: (fixtures) =>
      pooledCheckout(fixtures).map((c) => ({
        params: { sessionId: c.checkoutSessionId },
        headers: session(c.browser),
        body: {
          ...orderDraft,
          sameAsShipping: false,
          billingAddress: shippingAddress,
          orderNotes: 'Leave it by the door',
        },
      })),
  },
  {
    method: 'POST',
    path: '/api/checkout/shipping-methods',
    body: shippingMethodsBodySchema,
    example: (fixtures) =>
      pooledBrowser(fixtures).map((b) => ({ headers: session(b), body: { address: shippingAddress, items: [] } })),
  },
  {
    method: 'POST',
    path: '/api/checkout/validate-address',
    body: addressSchema,
    weight: 1.5,
    example: () =>
      fc
        .constantFrom(shippingAddress, { ...shippingAddress, country: 'CA', state: 'ontario', postalCode: 'k1a0b1' })
        .map((body) => ({ body })),
  },
  {
    method: 'POST',
    path: '/api/checkout/calculate-tax',
    body: calculateTaxBodySchema,
    example: () => always({ body: { address: shippingAddress, amount: 49.99 } }),
  },
  {
    method: 'POST',
    path: '/api/checkout/create-order',
    body: createOrderBodySchema,
    // Each request needs a checkout of its own, four calls from an order.
    weight: 0.7,
    context: (fixtures) => fixtures.readyCheckout(),
    example: () =>
      always({
        headers: { ...session(new Slot('browser')), 'Idempotency-Key': new Slot('newId') },
        body: {
          sessionId: new Slot('checkoutSessionId'),
          expectedTotal: new NumberSlot('expectedTotal'),
          priceVersion: new Slot('priceVersion'),
          card: cards.visa,
        },
      }),
  },
  {
    method: 'GET',
    path: '/api/orders',
    query: ordersQuerySchema,
    example: ({ order }) =>
      always({
        headers: session(order.browser),
        query: { limit: '10', offset: '0', status: 'confirmed', search: 'PS' },
      }),
  },
  {
    method: 'GET',
    path: '/api/orders/:orderNumber',
    params: z.object({ orderNumber: z.string() }),
    query: orderLookupQuerySchema,
    example: ({ order }) =>
      always({
        params: { orderNumber: order.orderNumber },
        query: { email: order.email },
        headers: session(order.browser),
      }),
  },
  {
    method: 'PUT',
    path: '/api/orders/:orderNumber/shipping-address',
    params: z.object({ orderNumber: z.string() }),
    body: orderAddressEditSchema,
    example: ({ order }) =>
      always({ params: { orderNumber: order.orderNumber }, body: { email: order.email, shippingAddress } }),
  },
  {
    method: 'GET',
    path: '/api/orders/:orderNumber/balance',
    params: z.object({ orderNumber: z.string() }),
    query: orderBalanceQuerySchema,
    example: ({ order }) => always({ params: { orderNumber: order.orderNumber }, query: { token: 'not-a-link' } }),
  },
  {
    method: 'POST',
    path: '/api/orders/:orderNumber/balance',
    params: z.object({ orderNumber: z.string() }),
    body: orderBalancePaymentSchema,
    example: ({ order }) =>
      always({ params: { orderNumber: order.orderNumber }, body: { token: 'not-a-link', card: cards.visa } }),
  },
  {
    method: 'POST',
    path: '/api/checkout/session/:sessionId/payment-return',
    params: checkoutParams,
    body: paymentReturnBodySchema,
    // The sandbox sends no one away to approve: a well-formed payment id names no payment of the checkout (404).
    example: (fixtures) =>
      pooledCheckout(fixtures).map((c) => ({
        params: { sessionId: c.checkoutSessionId },
        headers: session(c.browser),
        body: { paymentId: 'pi_fuzz_unknown' },
      })),
  },
  {
    method: 'POST',
    path: '/api/orders/:orderNumber/balance/payment-return',
    params: z.object({ orderNumber: z.string() }),
    body: paymentReturnBodySchema,
    // The sandbox sends no one away to approve: a well-formed payment id names no balance payment (404).
    example: ({ order }) =>
      always({ params: { orderNumber: order.orderNumber }, body: { paymentId: 'pi_fuzz_unknown' } }),
  },
];
