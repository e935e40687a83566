import { describe, expect, it } from 'vitest';
import { isContentHashedAsset, isPublicCatalogRequest, staleCacheNames } from './cache-rules';

const SITE = 'https://panicsquad.example';
const get = (path: string, origin = SITE) => ({ url: new URL(path, origin), method: 'GET' });

describe('isPublicCatalogRequest', () => {
  it.each([
    '/api/products',
    '/api/products?category=apparel&limit=12',
    '/api/products/anxiety-tee',
    '/api/products/anxiety-tee/related',
    '/api/categories',
    '/api/categories/apparel',
    '/api/art/product/anxiety-tee.svg',
  ])('keeps the public catalog answer %s', (path) => {
    expect(isPublicCatalogRequest(get(path), SITE)).toBe(true);
  });

  it.each([
    '/api/cart',
    '/api/cart/0b6c3f6e-1d2a-4c1e-9a57-2b1f0a8d9e11',
    '/api/checkout/session/cs_123',
    '/api/orders/PS-1001',
    '/api/orders?email=fan%40example.com',
    '/api/account/profile',
    '/api/admin/orders',
    '/api/session',
    '/api/analytics/events',
    '/api/contact',
    '/api/newsletter/signup',
    '/api/search?q=tee',
    '/api/productsecret',
    '/api/health',
  ])('never keeps %s (not on the allow-list)', (path) => {
    expect(isPublicCatalogRequest(get(path), SITE)).toBe(false);
  });

  it('never keeps a write, even to a catalog path', () => {
    expect(isPublicCatalogRequest({ url: new URL('/api/products', SITE), method: 'POST' }, SITE)).toBe(false);
  });

  it('never keeps another origin’s API', () => {
    expect(isPublicCatalogRequest(get('/api/products', 'https://elsewhere.example'), SITE)).toBe(false);
  });
});

describe('isContentHashedAsset', () => {
  it.each([
    '/main.2d081df2.js',
    '/remotes/mf-store/470.412792ae.js',
    '/assets/bangers-latin-400-normal.f8ec8497.woff2',
  ])('treats %s as immutable', (path) => {
    expect(isContentHashedAsset(get(path), SITE)).toBe(true);
  });

  it.each(['/remotes/mf-store/remoteEntry.js', '/sw.js', '/offline.html', '/config/remotes.json', '/store'])(
    'does not treat %s as immutable',
    (path) => {
      expect(isContentHashedAsset(get(path), SITE)).toBe(false);
    },
  );

  it('leaves API answers and other origins alone', () => {
    expect(isContentHashedAsset(get('/api/art/product/tee.12345678.svg'), SITE)).toBe(false);
    expect(isContentHashedAsset(get('/mf-store/470.412792ae.js', 'https://cdn.example'), SITE)).toBe(false);
  });
});

describe('staleCacheNames', () => {
  it('names the caches an older worker left behind', () => {
    expect(
      staleCacheNames(['ps-assets-v0', 'ps-assets-v1', 'workbox-precache-v2'], ['ps-assets-v1', 'workbox-precache-v2']),
    ).toEqual(['ps-assets-v0']);
  });
});
