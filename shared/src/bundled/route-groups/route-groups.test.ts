import { describe, expect, it } from 'vitest';
import { chromeOf, findRouteGroup } from './route-groups';

describe('findRouteGroup', () => {
  it.each([
    ['/', 'mf_landing'],
    ['/social', 'mf_social'],
    ['/social/', 'mf_social'],
    ['/social/viral', 'mf_social'],
    ['/store', 'mf_store'],
    ['/store/category/hoodies', 'mf_store'],
    ['/store/search', 'mf_store'],
    ['/cart', 'mf_checkout'],
    ['/checkout', 'mf_checkout'],
    ['/checkout/payment', 'mf_checkout'],
    ['/account/orders/PS-2026-ABC123', 'mf_account'],
    ['/track', 'mf_account'],
    ['/track/PS-2026-ABC123', 'mf_account'],
    ['/admin', 'mf_admin'],
    ['/admin/orders/12', 'mf_admin'],
    ['/contact', 'mf_account'],
    ['/shipping', 'mf_account'],
    ['/returns', 'mf_account'],
    ['/terms', 'mf_account'],
    ['/privacy', 'mf_account'],
    ['/privacy-policy', 'mf_account'],
  ])('%s is served by %s', (path, remote) => {
    expect(findRouteGroup(path)?.remote).toBe(remote);
  });

  it.each([
    '/nope',
    '/storefront',
    '/socialite',
    '/social/feed',
    '/cart/extra',
    '/administrator',
    '/tracking',
    '/contact/us',
  ])('%s belongs to no group (404)', (path) => {
    expect(findRouteGroup(path)).toBeUndefined();
  });

  it.each([
    ['/admin', 'none'],
    ['/admin/orders/12', 'none'],
    ['/store', 'site'],
    ['/administrator', 'site'],
  ])('%s is drawn with %s chrome', (path, chrome) => {
    expect(chromeOf(path)).toBe(chrome);
  });

  it.each([
    ['/admin', 'none'],
    ['/admin/orders/12', 'none'],
    ['/store', 'site'],
    ['/administrator', 'site'],
  ])('%s is drawn with %s chrome', (path, chrome) => {
    expect(chromeOf(path)).toBe(chrome);
  });
});
