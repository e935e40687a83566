import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '@ps/shared/route-groups';
import { isRouteTemplate, OTHER_ROUTE, routeTemplateOf } from './route-templates';

describe('routeTemplateOf', () => {
  it.each([
    ['/', '/'],
    ['/store/', '/store'],
    ['/store/search', '/store/search'],
    ['/store/category/hoodies', '/store/category/:slug'],
    ['/store/heart-rate-hero-tee', '/store/:slug'],
    ['/account/orders/PS-2026-7KX4QM', '/account/orders/:orderNumber'],
    ['/track/PS-2026-7KX4QM', '/track/:orderNumber'],
    ['/checkout/confirmation', '/checkout/:step'],
  ])('names %s by its template %s, never its order number or slug', (path, template) => {
    expect(routeTemplateOf(path)).toBe(template);
  });

  it('leaves the staff console out', () => {
    expect(routeTemplateOf('/admin')).toBeNull();
    expect(routeTemplateOf('/admin/analytics')).toBeNull();
  });

  it('counts an unknown address without naming it', () => {
    expect(routeTemplateOf('/reset?token=secret/and/more')).toBe(OTHER_ROUTE);
    expect(routeTemplateOf('/a/b/c')).toBe(OTHER_ROUTE);
  });

  it('names every fixed fan path of the route table as itself, and every name is a template the server takes', () => {
    const fixed = ROUTE_GROUPS.filter((group) => group.chrome === 'site').flatMap((group) => group.exact);
    for (const path of fixed) {
      expect(routeTemplateOf(path)).toBe(path);
      expect(isRouteTemplate(routeTemplateOf(path))).toBe(true);
    }
  });

  it('refuses a raw address as a template', () => {
    expect(isRouteTemplate('/track/PS-2026-7KX4QM')).toBe(false);
    expect(isRouteTemplate('/store/:slug')).toBe(true);
  });
});
