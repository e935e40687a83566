import express from 'express';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ROUTE, rememberRouteTemplates, routeTemplateOf } from './route-template';

describe('routeTemplateOf', () => {
  const seen: string[] = [];
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    rememberRouteTemplates(app.request);
    app.use((req, res, next) => {
      res.once('finish', () => seen.push(routeTemplateOf(req)));
      next();
    });
    const products = express.Router();
    products.get('/:slug', (req, res) => {
      if (req.params.slug === 'broken') throw new Error('boom');
      res.send('ok');
    });
    products.use((_req, res) => res.status(404).send('none here'));
    app.use('/api/products', products);
    app.use((_req, res) => res.status(404).send('nothing'));
    // The error leaves the router before this runs, taking its mount path off req.baseUrl.
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send('failed');
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  const templateOf = async (path: string) => {
    seen.length = 0;
    await (await fetch(`${base}${path}`)).text();
    await expect.poll(() => seen.length).toBe(1);
    return seen[0];
  };

  it('names a matched route by its mount path and pattern, also when it failed', async () => {
    expect(await templateOf('/api/products/tour-hoodie')).toBe('/api/products/:slug');
    expect(await templateOf('/api/products/broken')).toBe('/api/products/:slug');
  });

  it('names an unmatched path by its router, its known prefix, or no route at all', async () => {
    expect(await templateOf('/api/products/a/b/c')).toBe('/api/products/*');
    expect(await templateOf('/api/no-such-thing')).toBe('/api/*');
    expect(await templateOf('/somewhere/else')).toBe(NO_ROUTE);
  });
});
