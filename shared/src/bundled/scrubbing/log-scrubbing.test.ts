import { describe, expect, it } from 'vitest';
import { REDACTED, routeTemplateOf, scrubUrl, withoutEmails } from './log-scrubbing';

const R = encodeURIComponent(REDACTED);

describe('scrubUrl', () => {
  it.each([
    ['/api/orders/PS-2026-ABCDEF?email=jane%40example.com', `/api/orders/:orderNumber?email=${R}`],
    ['/api/orders/ps-2026-abcdef', '/api/orders/:orderNumber'],
    ['/api/checkout/session/0b7c6f1e-2a4d-4c8e-9f10-3d5e6a7b8c9d/order-draft', '/api/checkout/session/:id/order-draft'],
    ['/track?order=PS-2026-ABCDEF', `/track?order=${R}`],
    ['/api/newsletter/unsubscribe?token=abc123', `/api/newsletter/unsubscribe?token=${R}`],
    ['/api/products?search=cape&page=2', '/api/products?search=cape&page=2'],
    ['/api/search?q=jane@example.com', `/api/search?q=${R}`],
    ['https://shop.example/track?Email=x&sort=new', `https://shop.example/track?Email=${R}&sort=new`],
    ['/store/cape-hoodie', '/store/cape-hoodie'],
  ])('%s -> %s', (url, logged) => {
    expect(scrubUrl(url)).toBe(logged);
  });
});

describe('routeTemplateOf', () => {
  it.each([
    ['/api/orders/PS-2026-ABCDEF?email=jane%40example.com', '/api/orders/:orderNumber'],
    ['/api/checkout/session/0b7c6f1e-2a4d-4c8e-9f10-3d5e6a7b8c9d/order-draft', '/api/checkout/session/:id/order-draft'],
    ['/api/products?search=cape&page=2', '/api/products'],
    ['/store/cape-hoodie', '/store/cape-hoodie'],
  ])('%s -> %s', (url, logged) => {
    expect(routeTemplateOf(url)).toBe(logged);
  });
});

describe('withoutEmails', () => {
  it('replaces every address in a line, keeping package names and the rest', () => {
    expect(withoutEmails('Key (email)=(fan.1+x@mail.example.co.uk) exists at node_modules/@ps/shared')).toBe(
      `Key (email)=(${REDACTED}) exists at node_modules/@ps/shared`,
    );
  });
});
