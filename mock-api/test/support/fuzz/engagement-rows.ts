import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import {
  backInStockConfirmBodySchema,
  backInStockSignupBodySchema,
  contactMessageSchema,
  newsletterConfirmBodySchema,
  newsletterSignupBodySchema,
  trackedEventBatchSchema,
  trackedEventSchema,
} from '@ps/shared/schemas';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

/** What a browser sends on a beacon from the site's own page; the route refuses requests without it or Origin. */
const fromOwnPage = { 'Sec-Fetch-Site': 'same-origin' };

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

function pageView() {
  return {
    eventType: 'page_view',
    metadata: { path: '/', referrer: 'https://www.google.com/', utm_source: 'newsletter' },
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
  };
}

function experimentMetric() {
  return {
    eventType: 'ab_test_metric',
    value: 1,
    metadata: { test_id: 'ticket-cta-optimization', variant: 'urgency', metric_name: 'ticket_click', metric_value: 1 },
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
    userId: randomUUID(),
  };
}

function webVital() {
  return {
    eventType: 'web_vital',
    value: 1_840,
    metadata: { metric: 'LCP', route: '/store/:slug' },
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
  };
}

/** Analytics, the newsletter, the contact form and the payment webhook: calls from beacons, forms and mail clients. */
export const engagementRows: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/analytics/events',
    body: z.union([trackedEventBatchSchema, trackedEventSchema]),
    example: () =>
      fc.constantFrom(
        { headers: fromOwnPage, body: { events: [trackedEvent(), pageView(), experimentMetric(), webVital()] } },
        { headers: fromOwnPage, body: trackedEvent() },
        { headers: fromOwnPage, body: webVital() },
        { headers: fromOwnPage, body: pageView() },
      ),
  },
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
  {
    method: 'POST',
    path: '/api/newsletter/confirm',
    body: newsletterConfirmBodySchema,
    // Tokens are single-use and only ever in a mail: a well-formed unknown one is a JSON 404.
    example: () => always({ body: { token: 'A'.repeat(43) } }),
    weight: 0.5,
  },
  {
    method: 'POST',
    path: '/api/back-in-stock',
    body: backInStockSignupBodySchema,
    example: ({ backInStock }) => always({ body: { variantId: backInStock.variantId, email: new Slot('newEmail') } }),
  },
  {
    method: 'GET',
    path: '/api/back-in-stock/confirm',
    query: tokenQuery,
    // The page only holds the button; nothing is confirmed by opening it.
    htmlErrors: true,
    example: () => always({ query: { token: 'A'.repeat(43) } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/back-in-stock/confirm',
    body: backInStockConfirmBodySchema,
    // The confirm page's own form post is answered as a page, its failures too.
    htmlErrors: true,
    example: () => always({ body: { token: 'A'.repeat(43) } }),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/api/back-in-stock/unsubscribe',
    query: tokenQuery,
    htmlErrors: true,
    example: ({ backInStock }) => always({ query: { token: backInStock.unsubscribeToken } }),
    weight: 0.5,
  },
  {
    method: 'POST',
    path: '/api/back-in-stock/unsubscribe',
    query: tokenQuery,
    example: ({ backInStock }) => always({ query: { token: backInStock.unsubscribeToken } }),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/api/free-ep/download',
    query: z.object({ subscriber: z.string(), expires: z.string(), signature: z.string() }),
    // A valid link would build the EP (seconds of encoding); a link with a wrong signature is a 403 page.
    htmlErrors: true,
    example: () => always({ query: { subscriber: '1', expires: '9999999999', signature: 'A'.repeat(43) } }),
    weight: 0.3,
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
