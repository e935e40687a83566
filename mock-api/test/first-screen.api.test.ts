import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Panic Squad</title></head>' +
  '<body><div id="root"></div></body></html>';
const asBrowser = { headers: { Accept: 'text/html' } };

/**
 * Stand-ins for the Node builds of the shell and the remotes (dist/prerender/prerender.cjs): the
 * shell's draws the product it reads from the API, counts its drawings, waits on slugs with
 * "slow" in them, and draws any other remote's page or a search as the remote and the location
 * it was given; the store's element throws when its build is "broken".
 */
const SHELL_BUNDLE = `
exports.build = 'shell-1';
exports.renderFirstScreen = async (path, entry, origin) => {
  entry.element(null);
  if (entry.remote !== 'mf_store' || path.startsWith('/store/search')) {
    globalThis.firstScreenDrawings = (globalThis.firstScreenDrawings ?? 0) + 1;
    return { html: '<main>' + entry.remote + ' ' + path + '</main>', styles: '', queries: [] };
  }
  const slug = path.split('/').pop();
  if (slug.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
  const { product } = await (await fetch(origin + '/api/products/' + slug)).json();
  globalThis.firstScreenDrawings = (globalThis.firstScreenDrawings ?? 0) + 1;
  return {
    html: '<main><h1>' + product.name + '</h1><p>' + product.basePrice + '</p></main>',
    styles: '<style data-styled="active">h1{color:gold}</style>',
    queries: [{ key: ['products', 'detail', slug], data: { name: product.name } }],
  };
};`;

const remoteBundle = (remote: string, build: string) => `
exports.prerenderEntry = {
  remote: '${remote}',
  build: ${JSON.stringify(build)},
  setApiOrigin() {},
  element() { if (${JSON.stringify(build)} === 'broken') throw new Error('broken build'); return null; },
};`;

const drawings = () => (globalThis as { firstScreenDrawings?: number }).firstScreenDrawings ?? 0;

let siteDir: string;
let storeBundleFile: string;
let deploys = 0;

/** Writes the store's prerender bundle with a newer modification time, as a deploy would. */
async function deployStore(build: string) {
  await writeFile(storeBundleFile, remoteBundle('mf_store', build));
  const at = new Date(Date.now() + (deploys += 1) * 1000);
  await utimes(storeBundleFile, at, at);
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-first-screen-'));
  const shellDist = path.join(siteDir, 'shell', 'dist');
  await mkdir(path.join(shellDist, 'prerender'), { recursive: true });
  await mkdir(path.join(siteDir, 'mf-store', 'dist', 'prerender'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), SHELL_PAGE);
  await writeFile(path.join(shellDist, 'prerender', 'prerender.cjs'), SHELL_BUNDLE);
  storeBundleFile = path.join(siteDir, 'mf-store', 'dist', 'prerender', 'prerender.cjs');
  for (const remote of ['mf_account', 'mf_checkout']) {
    const folder = path.join(siteDir, remote.replace('_', '-'), 'dist', 'prerender');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'prerender.cjs'), remoteBundle(remote, `${remote}-1`));
  }
});

afterAll(() => rm(siteDir, { recursive: true, force: true }));

/** The page's first screen (inside #root) and its embedded data, or nulls. */
function firstScreenOf(html: string) {
  const root =
    /<div id="root" inert>([\s\S]*?)<\/div><script type="application\/json" id="ps-first-screen">(.*?)<\/script>/.exec(
      html,
    );
  return { markup: root?.[1] ?? null, data: root ? (JSON.parse(root[2] ?? '') as Record<string, unknown>) : null };
}

describeEachDatabase('first screens drawn on the server', (api) => {
  let site: string;
  const page = async (route: string, origin = site) => {
    const response = await fetch(`${origin}${route}`, asBrowser);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    await deployStore('store-1');
    // Generous: the limit itself is exercised below, on a server of its own.
    site = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '5000' });
  });

  it('when a product page is asked for twice, then both carry it as HTML with its data and the build, drawn once', async () => {
    const product = await createProduct(api.db, { name: 'Cape Hoodie', basePriceCents: 5499 });
    const before = drawings();
    const html = await page(`/store/${product.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-styled="active">h1{color:gold}</style>');
    expect(head).toContain('window.__psHeldTap');
    expect(firstScreenOf(html)).toEqual({
      markup: '<main><h1>Cape Hoodie</h1><p>54.99</p></main>',
      data: {
        remote: 'mf_store',
        build: 'store-1',
        path: `/store/${product.slug}`,
        queries: [{ key: ['products', 'detail', product.slug], data: { name: 'Cape Hoodie' } }],
      },
    });
    expect(await page(`/store/${product.slug}`)).toBe(html);
    expect(drawings() - before).toBe(1);
  });

  it('when the catalog changes in the database, then the next page is drawn again with the change', async () => {
    const product = await createProduct(api.db, { name: 'Old Name Tee' });
    expect(firstScreenOf(await page(`/store/${product.slug}`)).markup).toContain('Old Name Tee');
    await api.db.updateTable('products').set({ name: 'New Name Tee' }).where('id', '=', product.id).execute();
    await expect.poll(async () => firstScreenOf(await page(`/store/${product.slug}`)).markup).toContain('New Name Tee');
  });

  it('when the store is redeployed, then the next page is drawn by the new build, and a broken build leaves it to the browser', async () => {
    const product = await createProduct(api.db);
    expect(firstScreenOf(await page(`/store/${product.slug}`)).data?.build).toBe('store-1');
    await deployStore('store-2');
    expect(firstScreenOf(await page(`/store/${product.slug}`)).data?.build).toBe('store-2');

    await deployStore('broken');
    const html = await page(`/store/${product.slug}`);
    expect(firstScreenOf(html)).toEqual({ markup: null, data: null });
    expect(html).toContain('<div id="root"></div>');
    await deployStore('store-1');
  });

  it('when a first screen takes longer than the limit, then that page comes without one and the others keep theirs', async () => {
    const limited = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '200' });
    const slow = await createProduct(api.db, { slug: `slow-${Date.now()}` });
    const quick = await createProduct(api.db);
    const started = Date.now();
    expect(firstScreenOf(await page(`/store/${slow.slug}`, limited)).markup).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(async () => firstScreenOf(await page(`/store/${quick.slug}`, limited)).markup).not.toBeNull();
  });

  it("when someone asks for a prerender bundle, then it is not served: it is the server's", async () => {
    for (const bundle of ['/prerender/prerender.cjs', '/remotes/mf-store/prerender/prerender.cjs']) {
      expect((await fetch(`${site}${bundle}`)).status).toBe(404);
    }
  });

  it('when first screens are turned off, then pages come as the plain shell page', async () => {
    const off = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '0' });
    const product = await createProduct(api.db);
    expect(firstScreenOf(await page(`/store/${product.slug}`, off))).toEqual({ markup: null, data: null });
  });

  it('when the address has a query string, which the screen may depend on, then the page comes without a first screen', async () => {
    const product = await createProduct(api.db);
    expect(firstScreenOf(await page(`/store/${product.slug}?ref=mail`)).markup).toBeNull();
  });

  it('when a search is asked for with its query padded, then it is drawn once, by the trimmed query', async () => {
    const before = drawings();
    const html = await page('/store/search?q=%20Vinyl%20');
    expect(firstScreenOf(html)).toEqual({
      markup: '<main>mf_store /store/search?q=Vinyl</main>',
      data: { remote: 'mf_store', build: 'store-1', path: '/store/search', queries: [] },
    });
    expect(await page('/store/search?q=Vinyl')).toBe(html);
    expect(drawings() - before).toBe(1);
  });

  it('when a search carries filters, then the page comes without a first screen', async () => {
    expect(firstScreenOf(await page('/store/search?q=tee&sort=price_asc')).markup).toBeNull();
  });

  it.each([
    ['/contact', 'mf_account'],
    ['/privacy', 'mf_account'],
    ['/track/PS-2026-ABC123', 'mf_account'],
    ['/cart', 'mf_checkout'],
    ['/checkout/payment', 'mf_checkout'],
  ])('when %s is asked for, then %s draws it, and the page stays no-cache without cookies', async (route, remote) => {
    const response = await fetch(`${site}${route}`, asBrowser);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(firstScreenOf(await response.text()).markup).toBe(`<main>${remote} ${route}</main>`);
  });

  it('when a path no route group serves, or a store path not in the catalog, is asked for, then nothing is drawn', async () => {
    expect((await fetch(`${site}/nowhere`, asBrowser)).status).toBe(404);
    expect(firstScreenOf(await page('/store/a/b')).markup).toBeNull();
  });

  it("when the shop's settings change, then kept screens are drawn again", async () => {
    const before = drawings();
    await page('/returns');
    await page('/returns');
    expect(drawings() - before).toBe(1);
    await api.db.updateTable('settings').set({ supportPhone: '+1 (615) 555-0199' }).execute();
    await expect.poll(async () => (await page('/returns'), drawings() - before)).toBe(2);
  });
});
