import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/suite';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_PAGE = '<!doctype html><html><head><title>Panic Squad shell</title></head><body></body></html>';

/** A fake build: the shell plus one remote, laid out like `npm run build` does. */
let siteDir: string;
let emptyDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-site-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'ps-empty-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_PAGE,
    'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mf-store/dist/mf-manifest.json': '{"name":"mf_store"}',
    'mf-store/dist/remoteEntry.js': 'var mf_store;',
    'mf-store/dist/417.0a1b2c3d4e.js': 'console.log("chunk")',
    'mf-store/dist/417.0a1b2c3d4e.js.map': '{"version":3,"sourcesContent":["secret source"]}',
    'shell/dist/main.3f9a1c2b.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), content);
  }
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

const asBrowser = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describeEachDatabase(
  'the built site',
  (api) => {
    let site: string;
    let unbuilt: string;

    beforeAll(async () => {
      site = await api.startServer({ SITE_DIST_DIR: siteDir });
      unbuilt = await api.startServer({ SITE_DIST_DIR: emptyDir });
    });

    it.each(['/main.3f9a1c2b.js.map', '/remotes/mf-store/417.0a1b2c3d4e.js.map', '/main.3f9a1c2b.js%2Emap'])(
      'never serves the source map %s that the build keeps in dist',
      async (mapPath) => {
        const response = await fetch(`${site}${mapPath}`);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('secret source');
      },
    );

    it('serves the shell page at / without letting caches keep it', async () => {
      const response = await fetch(`${site}/`, asBrowser);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL_PAGE);
    });

    it('caches content-hashed files forever and everything else with revalidation', async () => {
      const cacheOf = async (file: string) => {
        const response = await fetch(`${site}${file}`);
        expect(response.status, file).toBe(200);
        return response.headers.get('cache-control');
      };
      expect(await cacheOf('/main.3f9a1c2b.js')).toBe(IMMUTABLE);
      expect(await cacheOf('/remotes/mf-store/417.0a1b2c3d4e.js')).toBe(IMMUTABLE);
      expect(await cacheOf('/remotes/mf-store/mf-manifest.json')).toBe('no-cache');
      expect(await cacheOf('/remotes/mf-store/remoteEntry.js')).toBe('no-cache');
      expect(await cacheOf('/favicon.svg')).toBe('no-cache');
    });

    it('lets another origin load the remotes', async () => {
      const response = await fetch(`${site}/remotes/mf-store/remoteEntry.js`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });

    it.each(['/store/search', '/checkout/payment', '/account', '/track/PS-2026-7KX4QM', '/contact', '/privacy-policy'])(
      'answers the client route %s with the shell page',
      async (route) => {
        const response = await fetch(`${site}${route}`, asBrowser);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toBe(SHELL_PAGE);
      },
    );

    it.each(['/no-such-page', '/storefront', '/social/feed', '/cart/extra'])(
      'answers %s, which no route group serves, with 404, noindex and the shell page',
      async (route) => {
        const response = await fetch(`${site}${route}`, asBrowser);
        expect(response.status).toBe(404);
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain('<title>Page Not Found | Panic Squad</title>');
        expect(html).toContain('<meta name="robots" content="noindex">');
      },
    );

    it.each(['/api/unknown', '/remotes/mf-store/missing.js', '/config/other.json', '/missing.js'])(
      'keeps %s a JSON 404 rather than the shell page',
      async (route) => {
        const response = await fetch(`${site}${route}`, asBrowser);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      },
    );

    it('says the site is not built when the shell dist is missing', async () => {
      const response = await fetch(`${unbuilt}/`, asBrowser);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Site not built: run npm run build');
    });
  },
  { drivers: ['pglite'] },
);
