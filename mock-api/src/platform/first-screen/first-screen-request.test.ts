import { describe, expect, it } from 'vitest';
import type { RemoteName } from '@ps/shared/schemas';
import { firstScreenRequest } from './first-screen-request';

const drawn: ReadonlySet<RemoteName> = new Set(['mf_store', 'mf_account', 'mf_checkout']);
const request = (path: string, query = '') => firstScreenRequest(path, query, drawn);

describe('which first screen the server draws', () => {
  it.each(['/contact', '/shipping', '/returns', '/terms', '/privacy', '/cart', '/checkout', '/track'])(
    '%s is drawn and kept in the main cache under its path',
    (path) => {
      expect(request(path)).toMatchObject({ path, location: path, open: false });
    },
  );

  it("keeps paths below a route group's prefix (order numbers, checkout steps) in the small cache", () => {
    expect(request('/track/PS-2026-ABC123')?.open).toBe(true);
    expect(request('/account/orders/PS-2026-ABC123')?.open).toBe(true);
    expect(request('/checkout/payment')?.open).toBe(true);
    expect(request('/account/orders')?.open).toBe(true);
  });

  it('draws a store search by its trimmed query, as the search page reads it, in the small cache', () => {
    expect(request('/store/search', 'q=%20Vinyl+Records%20')).toEqual({
      remote: 'mf_store',
      path: '/store/search',
      location: '/store/search?q=Vinyl+Records',
      open: true,
    });
    expect(request('/store/search', 'q=hoodie')?.location).toBe(request('/store/search', 'q=+hoodie+')?.location);
  });

  it('draws a search without a query as the search page itself', () => {
    expect(request('/store/search', 'q=%20%20')).toMatchObject({ location: '/store/search', open: false });
    expect(request('/store/search')).toMatchObject({ location: '/store/search', open: false });
  });

  it('leaves to the browser a search with filters, other parameters or a query longer than the box allows', () => {
    expect(request('/store/search', 'q=tee&sort=price_asc')).toBeNull();
    expect(request('/store/search', 'q=tee&q=hoodie')).toBeNull();
    expect(request('/store/search', `q=${'a'.repeat(101)}`)).toBeNull();
    expect(request('/store/search', `q=${'a'.repeat(100)}`)).not.toBeNull();
  });

  it('leaves to the browser any other page with a query string, pages that only redirect, and paths of remotes not drawn', () => {
    expect(request('/contact', 'topic=order&order=PS-2026-ABC123')).toBeNull();
    expect(request('/store/category/tees', 'sort=price_asc')).toBeNull();
    expect(request('/admin/orders')).toBeNull();
    expect(request('/account')).toBeNull();
    expect(request('/privacy-policy')).toBeNull();
    expect(request('/nowhere')).toBeNull();
  });
});
