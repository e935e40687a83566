import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '@ps/shared/schemas';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'GET /api/products: query checks and caching',
  (api) => {
    it.each([
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=1000', 'limit'],
      ['limit=101', 'limit'],
      ['limit=', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=ten', 'offset'],
      ['featured=yes', 'featured'],
      ['category=Not%20A%20Slug', 'category'],
      ['category=a--b', 'category'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=1e9', 'maxPrice'],
      ['maxPrice=Infinity', 'maxPrice'],
      ['minPrice=30&maxPrice=10', 'minPrice'],
      ['sort=cheapest', 'sort'],
      ['sort=', 'sort'],
      [`search=${'a'.repeat(101)}`, 'search'],
      ['search=a&search=b', 'search'],
    ])('rejects %s with 400 naming %s', async (query, field) => {
      const response = await api.fetch(`/api/products?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toContain(field);
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    });

    it('explains a price range that is upside down', async () => {
      const response = await api.fetch('/api/products?minPrice=30&maxPrice=10');
      expect(await response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Invalid query parameter: minPrice must not be more than maxPrice',
        fields: { minPrice: 'must not be more than maxPrice' },
      });
    });

    it('sends a catalog Cache-Control and answers a matching If-None-Match with 304', async () => {
      const first = await api.fetch('/api/products?limit=3');
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');

      const unchanged = await api.fetch('/api/products?limit=3', { headers: revalidationHeaders(etag) });
      expect(unchanged.status).toBe(304);

      const otherPage = await api.fetch('/api/products?limit=3&offset=3', { headers: revalidationHeaders(etag) });
      expect(otherPage.status).toBe(200);
    });
  },
  { seed: true },
);
