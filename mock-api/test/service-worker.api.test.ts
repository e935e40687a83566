import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/suite';

/** Shaped like the shell's built worker: its own manifest inlined, the remote entries left to the server. */
const BUILT_WORKER = 'precacheAndRoute([{url:"main.3f9a1c2b.js"},...self.__REMOTE_ENTRIES_MANIFEST??[]]);';

let siteDir: string;
let emptyDir: string;

async function writeSiteFile(file: string, content: string, modifiedAt = new Date()): Promise<void> {
  await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
  await writeFile(path.join(siteDir, file), content);
  await utimes(path.join(siteDir, file), modifiedAt, modifiedAt);
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-sw-site-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'ps-sw-empty-'));
  await writeSiteFile('shell/dist/sw.js', BUILT_WORKER);
  await writeSiteFile('mf-store/dist/remoteEntry.js', 'var mf_store = "first build";');
  await writeSiteFile('mf-social/dist/remoteEntry.js', 'var mf_social;');
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

async function fetchWorker(baseUrl: string) {
  const response = await fetch(`${baseUrl}/sw.js`);
  expect(response.status).toBe(200);
  const source = await response.text();
  const entries = JSON.parse(source.slice(source.indexOf(',...[') + 4, source.indexOf('??')));
  return { response, source, entries: entries as { url: string; revision: string }[] };
}

describeEachDatabase(
  'the service worker script',
  (api) => {
    let site: string;
    let withStoreOnCdn: string;
    let unbuilt: string;

    beforeAll(async () => {
      site = await api.startServer({ SITE_DIST_DIR: siteDir });
      withStoreOnCdn = await api.startServer({
        SITE_DIST_DIR: siteDir,
        REMOTE_MF_STORE_URL: 'https://cdn.example.com/mf-store/',
      });
      unbuilt = await api.startServer({ SITE_DIST_DIR: emptyDir });
    });

    it('serves /sw.js revalidated on every check, with each built remote entry this site serves', async () => {
      const { response, entries } = await fetchWorker(site);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(entries.map((entry) => entry.url)).toEqual([
        '/remotes/mf-social/remoteEntry.js',
        '/remotes/mf-store/remoteEntry.js',
      ]);
      for (const entry of entries) expect(entry.revision).toMatch(/^[0-9a-f]{16}$/);
    });

    it('when a remote is redeployed alone, then the worker’s bytes change with its entry’s revision', async () => {
      const before = await fetchWorker(site);
      await writeSiteFile(
        'mf-store/dist/remoteEntry.js',
        'var mf_store = "second build";',
        new Date(Date.now() + 5000),
      );
      const after = await fetchWorker(site);

      expect(after.source).not.toBe(before.source);
      const revision = (worker: typeof before, url: string) =>
        worker.entries.find((entry) => entry.url === url)?.revision;
      expect(revision(after, '/remotes/mf-store/remoteEntry.js')).not.toBe(
        revision(before, '/remotes/mf-store/remoteEntry.js'),
      );
      expect(revision(after, '/remotes/mf-social/remoteEntry.js')).toBe(
        revision(before, '/remotes/mf-social/remoteEntry.js'),
      );
    });

    it('leaves a remote served from another origin out of the precache', async () => {
      const { entries } = await fetchWorker(withStoreOnCdn);
      expect(entries.map((entry) => entry.url)).toEqual(['/remotes/mf-social/remoteEntry.js']);
    });

    it('answers 404 before the shell is built', async () => {
      const response = await fetch(`${unbuilt}/sw.js`);
      expect(response.status).toBe(404);
    });
  },
  { drivers: ['pglite'] },
);
