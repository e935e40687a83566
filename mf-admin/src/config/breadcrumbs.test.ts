import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('is the dashboard alone on /admin', () => {
    expect(breadcrumbsFor('/admin')).toEqual([{ label: 'Dashboard' }]);
  });

  it('links every level but the page itself', () => {
    expect(breadcrumbsFor('/admin/orders/12')).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Orders', to: '/admin/orders' },
      { label: 'Order 12' },
    ]);
    expect(breadcrumbsFor('/admin/products/7/edit')).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Products', to: '/admin/products' },
      { label: 'Product 7', to: '/admin/products/7' },
      { label: 'Edit' },
    ]);
    expect(breadcrumbsFor('/admin/categories/new').at(-1)).toEqual({ label: 'New' });
  });

  it("uses the record's own name once its page has given it", () => {
    expect(breadcrumbsFor('/admin/products/7/edit', { '/admin/products/7': 'Cape Hoodie' })).toEqual([
      { label: 'Dashboard', to: '/admin' },
      { label: 'Products', to: '/admin/products' },
      { label: 'Cape Hoodie', to: '/admin/products/7' },
      { label: 'Edit' },
    ]);
    expect(breadcrumbsFor('/admin/orders/12', { '/admin/orders/12': 'PS-2026-ABC123' }).at(-1)).toEqual({
      label: 'PS-2026-ABC123',
    });
  });

  it('names pages outside the sections honestly', () => {
    expect(breadcrumbsFor('/admin/profile').at(-1)).toEqual({ label: 'Profile' });
    expect(breadcrumbsFor('/admin/nowhere')).toEqual([{ label: 'Not found' }]);
  });
});
