import { describe, expect, it } from 'vitest';
import { REDACTED, scrubQuery, scrubUrl, truncatedAddress, withoutEmails } from './log-scrubbing';

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

describe('truncatedAddress', () => {
  it.each([
    ['203.0.113.42', '203.0.113.0'],
    ['::ffff:198.51.100.7', '::ffff:198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['unknown', REDACTED],
  ])('%s -> %s', (address, logged) => {
    expect(truncatedAddress(address)).toBe(logged);
  });
});

describe('scrubQuery', () => {
  it('replaces secret and e-mail-shaped values and keeps the rest', () => {
    expect(scrubQuery({ email: 'a@b.co', token: 't', q: 'x@y.org', page: '2' })).toEqual({
      email: REDACTED,
      token: REDACTED,
      q: REDACTED,
      page: '2',
    });
  });
});

describe('withoutEmails', () => {
  it('replaces every address in a line, keeping package names and the rest', () => {
    expect(withoutEmails('Key (email)=(fan.1+x@mail.example.co.uk) exists at node_modules/@ps/shared')).toBe(
      `Key (email)=(${REDACTED}) exists at node_modules/@ps/shared`,
    );
  });
});
