import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '@ps/shared/schemas';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'API errors',
  (api) => {
    it.each([
      ['GET', '/api/unknown'],
      ['GET', '/api/products/extra/segments/here'],
      ['DELETE', '/api/products'],
      ['GET', '/api'],
    ])('%s %s is a JSON 404, even for a browser asking for HTML', async (method, path) => {
      const response = await api.fetch(path, { method, headers: { Accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    });

    it('answers a malformed JSON body with 400, not 500', async () => {
      const response = await api.fetch('/api/products', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name": ',
      });
      expect(response.status).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).code).toBe('MALFORMED_JSON');
    });

    it('answers a body over 100 kB with 413', async () => {
      const response = await api.fetch('/api/products', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(120_000) }),
      });
      expect(response.status).toBe(413);
      expect(apiErrorBodySchema.parse(await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('never caches an error', async () => {
      const response = await api.fetch('/api/products?limit=0');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  },
  { drivers: ['pglite'] },
);
