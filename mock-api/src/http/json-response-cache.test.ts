import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createJsonResponseCache, type JsonResponseCache } from './json-response-cache';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** An app whose GET /cached/:key answers through the cache and GET /plain/:key with res.json; counts productions. */
async function serve(cache: JsonResponseCache, produce: (key: string) => Promise<unknown>) {
  const produced: string[] = [];
  const app = express();
  app.get('/cached/:key', async (req, res) => {
    const { key } = req.params;
    await cache.send(req, res, key, () => {
      produced.push(key);
      return produce(key);
    });
  });
  app.get('/plain/:key', async (req, res) => {
    res.json(await produce(req.params.key));
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'Cache-Control': 'max-age=0', ...headers } });
  return { get, produced };
}

const enabledCache = (maxBytes = 1024 * 1024) => {
  const cache = createJsonResponseCache({ maxBytes });
  cache.setEnabled(true);
  return cache;
};

describe('createJsonResponseCache', () => {
  it('answers exactly like res.json: body, content type and ETag', async () => {
    const { get } = await serve(enabledCache(), async (key) => ({ key, items: [1, 2, 3], note: 'café' }));
    for (const path of ['/cached/a', '/cached/a']) {
      const [cached, plain] = await Promise.all([get(path), get('/plain/a')]);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('content-type')).toBe(plain.headers.get('content-type'));
      expect(cached.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(await cached.text()).toBe(await plain.text());
    }
  });

  it('produces once per key until invalidated, then afresh', async () => {
    const cache = enabledCache();
    let version = 1;
    const { get, produced } = await serve(cache, async (key) => ({ key, version }));
    expect(await (await get('/cached/a')).json()).toEqual({ key: 'a', version: 1 });
    version = 2;
    expect(await (await get('/cached/a')).json()).toEqual({ key: 'a', version: 1 });
    expect(await (await get('/cached/b')).json()).toEqual({ key: 'b', version: 2 });
    expect(produced).toEqual(['a', 'b']);

    cache.invalidate();
    expect(await (await get('/cached/a')).json()).toEqual({ key: 'a', version: 2 });
    expect(produced).toEqual(['a', 'b', 'a']);
  });

  it('answers 304 to a matching If-None-Match, from memory too', async () => {
    const { get, produced } = await serve(enabledCache(), async () => ({ ok: true }));
    const etag = (await get('/cached/a')).headers.get('etag') ?? '';
    const revalidated = await get('/cached/a', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(produced).toEqual(['a']);
  });

  it('sends a kept answer of 1 KB or more gzipped to clients that accept gzip, with the same ETag', async () => {
    const { get } = await serve(enabledCache(), async (key) => ({ key, lines: Array(100).fill('a line of text') }));
    const plain = await get('/plain/a', { 'Accept-Encoding': 'identity' });
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    await get('/cached/a');

    const gzipped = await get('/cached/a', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await gzipped.text()).toBe(plainText);

    const identity = await get('/cached/a', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plainText);

    const revalidated = await get('/cached/a', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': plain.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-encoding')).toBeNull();
  });

  it('encodes as the compression middleware would without it: a fresh answer gzipped too, Vary on small ones', async () => {
    // Not enabled: every answer is produced afresh, none is kept.
    const cache = createJsonResponseCache({ maxBytes: 1024 * 1024 });
    const { get } = await serve(cache, async (key) =>
      key === 'large' ? { key, lines: Array(100).fill('a line of text') } : { key },
    );
    const identity = await get('/cached/large', { 'Accept-Encoding': 'identity' });
    const gzipped = await get('/cached/large', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(identity.headers.get('etag'));
    expect(await gzipped.text()).toBe(await identity.text());

    const small = await get('/cached/small', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    for (const response of [identity, gzipped, small]) expect(response.headers.get('vary')).toBe('Accept-Encoding');

    const head = await get('/cached/large', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('etag')).toBe(identity.headers.get('etag'));
  });

  it('does not keep what was produced while an invalidation happened', async () => {
    const cache = enabledCache();
    let version = 1;
    const { get, produced } = await serve(cache, async (key) => {
      const seen = version;
      // The data is read, then the change commits before the answer is ready.
      if (produced.length === 1) cache.invalidate();
      version = 2;
      return { key, version: seen };
    });
    expect(await (await get('/cached/a')).json()).toEqual({ key: 'a', version: 1 });
    expect(await (await get('/cached/a')).json()).toEqual({ key: 'a', version: 2 });
    expect(produced).toEqual(['a', 'a']);
  });

  it('keeps nothing while disabled, and nothing from before it was enabled again', async () => {
    const cache = createJsonResponseCache({ maxBytes: 1024 });
    const { get, produced } = await serve(cache, async (key) => ({ key }));
    await get('/cached/a');
    await get('/cached/a');
    expect(produced).toEqual(['a', 'a']);

    cache.setEnabled(true);
    await get('/cached/a');
    await get('/cached/a');
    cache.setEnabled(false);
    cache.setEnabled(true);
    await get('/cached/a');
    expect(produced).toEqual(['a', 'a', 'a', 'a']);
  });

  it('stores nothing when producing fails', async () => {
    const cache = enabledCache();
    let fail = true;
    const app = express();
    const produced: number[] = [];
    app.get('/', async (req, res) => {
      await cache.send(req, res, 'k', async () => {
        produced.push(1);
        if (fail) throw new Error('not found');
        return { ok: true };
      });
    });
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(404).json({ code: 'NOT_FOUND' });
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect((await fetch(url)).status).toBe(404);
    fail = false;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    expect(produced).toHaveLength(2);
  });

  it('makes room by forgetting the oldest answers once the bodies pass maxBytes', async () => {
    // Each body is 30 bytes ({"key":"a","pad":"xxxxxxxxxx"}): three fit in 100, a fourth pushes out the oldest.
    const { get, produced } = await serve(enabledCache(100), async (key) => ({ key, pad: 'x'.repeat(10) }));
    for (const key of ['a', 'b', 'c', 'b', 'c']) await get(`/cached/${key}`);
    expect(produced).toEqual(['a', 'b', 'c']);
    for (const key of ['d', 'b', 'c', 'd', 'a']) await get(`/cached/${key}`);
    expect(produced).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});
