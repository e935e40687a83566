import { expect, it } from 'vitest';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'GET /api/art',
  (api) => {
    it('draws a product picture as a cacheable SVG', async () => {
      const response = await api.fetch('/api/art/products/panic-attack-hero-tee-1.svg?silhouette=tee');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('data-silhouette="tee"');
    });

    it('answers the same bytes and ETag every time, and 304 on revalidation', async () => {
      const path = '/api/art/categories/vinyl.svg';
      const first = await api.fetch(path);
      const second = await api.fetch(path);
      expect(await second.text()).toBe(await first.text());
      const etag = first.headers.get('etag') ?? '';
      expect(second.headers.get('etag')).toBe(etag);

      const revalidated = await api.fetch(path, { headers: revalidationHeaders(etag) });
      expect(revalidated.status).toBe(304);
    });

    it.each([
      '/api/art/people/someone.svg',
      '/api/art/products/Capital.svg',
      '/api/art/products/tee.gif',
      '/api/art/products/..%2Fsecret.svg',
      '/api/art/products/tee-1.svg?silhouette=dragon',
    ])('rejects %s with 400', async (path) => {
      const response = await api.fetch(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  },
  { drivers: ['pglite'] },
);
