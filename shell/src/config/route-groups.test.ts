import { describe, expect, it } from 'vitest';
import { findRouteGroup } from './route-groups';

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
  ])('%s is served by %s', (path, remote) => {
    expect(findRouteGroup(path)?.remote).toBe(remote);
  });

  it.each(['/nope', '/storefront', '/socialite', '/cart/extra', '/administrator', '/tracking'])(
    '%s belongs to no group (404)',
    (path) => {
      expect(findRouteGroup(path)).toBeUndefined();
    },
  );
});
