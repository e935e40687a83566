import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import {
  contactMessageSchema,
  newsletterSignupBodySchema,
  trackedEventBatchSchema,
  trackedEventSchema,
} from '@ps/shared/schemas';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const tokenQuery = z.object({ token: z.string() });

function trackedEvent() {
  return {
    eventType: 'click',
    elementId: 'cta-buy',
    sectionName: 'hero',
    value: 1,
    metadata: { referrer: 'https://example.com', experiment: { id: 'hero', variant: 'b' } },
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
    userId: randomUUID(),
  };
}

/** Analytics, the newsletter, the contact form and the payment webhook: calls from beacons, forms and mail clients. */
export const engagementRows: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/analytics/events',
    body: z.union([trackedEventBatchSchema, trackedEventSchema]),
    example: () => fc.constantFrom({ body: { events: [trackedEvent(), trackedEvent()] } }, { body: trackedEvent() }),
  },
  { method: 'GET', path: '/api/analytics/summary', example: () => always({}), weight: 0.3 },
  {
    method: 'POST',
    path: '/api/newsletter/signup',
    body: newsletterSignupBodySchema,
    example: () =>
      always({
        body: {
          email: new Slot('newEmail'),
          source: 'store',
          variant: 'banner-b',
          name: 'Jane Doe',
          wantsUpdates: true,
        },
      }),
  },
  {
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    query: tokenQuery,
    // The link is opened in a browser: a bad one gets a page that says so.
    htmlErrors: true,
    example: ({ unsubscribeToken }) => always({ query: { token: unsubscribeToken } }),
    weight: 0.5,
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    query: tokenQuery,
    example: ({ unsubscribeToken }) => always({ query: { token: unsubscribeToken } }),
    weight: 0.5,
  },
  { method: 'GET', path: '/api/contact', example: () => always({}), weight: 0.2 },
  {
    method: 'POST',
    path: '/api/contact',
    body: contactMessageSchema,
    example: () =>
      always({
        body: {
          name: 'Jane Doe',
          email: 'jane@example.com',
          topic: 'order',
          orderNumber: 'PS-2026-7KX4QM',
          message: 'Where is my hoodie? It has been a week.',
        },
      }),
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    body: z.object({ type: z.string(), data: z.object({ object: z.object({ id: z.string() }) }) }),
    example: () =>
      always({
        headers: { 'stripe-signature': 't=1700000000,v1=0123456789abcdef' },
        body: { type: 'payment_intent.amount_capturable_updated', data: { object: { id: 'pi_fuzz' } } },
      }),
    weight: 0.3,
  },
];
