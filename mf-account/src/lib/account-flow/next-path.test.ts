import { describe, expect, it } from 'vitest';
import { nextPath, withNext } from './next-path';

const params = (query: string) => new URLSearchParams(query);

describe('nextPath', () => {
  it('returns to a page on this site', () => {
    expect(nextPath(params('next=/checkout'))).toBe('/checkout');
    expect(nextPath(params('next=%2Faccount%2Forders%2FPS-2026-7KX4QM'))).toBe('/account/orders/PS-2026-7KX4QM');
  });

  it('goes to Your Orders for anything that could leave the site or loop', () => {
    for (const next of ['', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(nextPath(params(`next=${encodeURIComponent(next)}`))).toBe('/account/orders');
    }
    expect(nextPath(params('next=/account/sign-in'))).toBe('/account/orders');
    expect(nextPath(params(''))).toBe('/account/orders');
  });
});

describe('withNext', () => {
  it('carries next along to the neighbouring form', () => {
    expect(withNext('/account/register', params('next=/checkout'))).toBe('/account/register?next=%2Fcheckout');
    expect(withNext('/account/register', params(''))).toBe('/account/register');
  });
});
