import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from './support/factories';
import { EVIL_HOST, requestWithHost } from './support/host-header';
import { describeEachDatabase } from './support/suite';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="Site-wide"/>' +
  '<title>Panic Squad</title><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://panicsquad.example';
const asBrowser = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-seo-'));
  await mkdir(path.join(siteDir, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(siteDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
});

afterAll(() => rm(siteDir, { recursive: true, force: true }));

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

describeEachDatabase('pages for crawlers', (api) => {
  let site: string;

  beforeAll(async () => {
    site = await api.startServer({ SITE_DIST_DIR: siteDir, PUBLIC_URL });
  });

  const page = async (route: string) => {
    const response = await fetch(`${site}${route}`, asBrowser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  it('gives a product page its title, description, canonical URL, Open Graph tags and Product data', async () => {
    const category = await createCategory(api.db, { name: 'Capes' });
    const product = await createProduct(api.db, {
      categoryId: category.id,
      name: 'Cape Hoodie',
      descriptionHtml: '<p>A hoodie with a <strong>cape</strong>.</p>',
      basePriceCents: 6499,
      salePriceCents: 4999,
      variants: [{ sku: 'PS-SEO-CAPE-M' }],
    });
    const html = await page(`/store/${product.slug}`);
    const url = `${PUBLIC_URL}/store/${product.slug}`;
    expect(html).not.toContain('Site-wide');
    expect(html).toContain('<title>Cape Hoodie | Panic Squad Store</title>');
    expect(html).toContain('<meta name="description" content="A hoodie with a cape.">');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    // Link previews take no SVG: the generated picture's PNG rendition, served as image/png.
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/art/products/${product.slug}-1.png">`);
    const preview = await fetch(`${site}/api/art/products/${product.slug}-1.png`);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(html).toContain(
      `<link rel="preload" href="/api/art/products/${product.slug}-1.svg" as="image" fetchpriority="high">`,
    );
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Cape Hoodie',
        description: 'A hoodie with a cape.',
        sku: 'PS-SEO-CAPE-M',
        brand: { '@type': 'Brand', name: 'Panic Squad' },
        offers: {
          '@type': 'Offer',
          price: '49.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        },
      }),
    ]);
  });

  it('keeps a hostile product name inside the JSON-LD block and out of the markup', async () => {
    const name = '</script><script>alert(1)</script>';
    const product = await createProduct(api.db, { name, descriptionHtml: '<p>"quotes" & <b>tags</b></p>' });
    const html = await page(`/store/${product.slug}`);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Panic Squad Store</title>');
    expect(jsonLdOf(html)).toEqual([expect.objectContaining({ name, description: '"quotes" & tags' })]);
  });

  it('gives the store home its title and preloads the picture of the first featured product', async () => {
    const newestFeatured = await createProduct(api.db, { name: 'Newest Featured Cape', isFeatured: true });
    const html = await page('/store');
    expect(html).toContain('<title>Panic Squad Store</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store">`);
    expect(html).toContain(
      `<link rel="preload" href="/api/art/products/${newestFeatured.slug}-1.svg" as="image" fetchpriority="high">`,
    );
    const { products } = (await (await fetch(`${site}/api/products?featured=true&limit=1`)).json()) as {
      products: { slug: string }[];
    };
    expect(products[0]?.slug).toBe(newestFeatured.slug);
  });

  it('gives a category page its own title and canonical URL', async () => {
    const category = await createCategory(api.db, { name: 'Capes & Masks', description: 'For dramatic exits.' });
    const html = await page(`/store/category/${category.slug}`);
    expect(html).toContain('<title>Capes &amp; Masks | Panic Squad Store</title>');
    expect(html).toContain('<meta name="description" content="For dramatic exits.">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/store/category/${category.slug}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(jsonLdOf(html)).toEqual([]);
  });

  it.each([
    ['/store/no-such-product', 'Product Not Found'],
    ['/store/Not_A_Slug', 'Product Not Found'],
    ['/store/category/no-such-category', 'Category Not Found'],
  ])('answers %s with 404, noindex and the shell page, for the client to say it is not found', async (route, title) => {
    const response = await fetch(`${site}${route}`, asBrowser);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<title>${title} | Panic Squad</title>`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('answers a product that was taken off sale with 404 too', async () => {
    const hidden = await createProduct(api.db, { active: false });
    const response = await fetch(`${site}/store/${hidden.slug}`, asBrowser);
    expect(response.status).toBe(404);
  });

  it('serves the search page, whose path looks like a product, as a plain page', async () => {
    const response = await fetch(`${site}/store/search?q=hoodie`, asBrowser);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(await response.text()).toBe(SHELL_PAGE);
  });

  it('builds every absolute URL from PUBLIC_URL, whatever the Host header says', async () => {
    const product = await createProduct(api.db);
    const asEvil = { headers: asBrowser.headers };
    for (const route of [`/store/${product.slug}`, '/store', '/sitemap.xml', '/robots.txt']) {
      const { status, text } = await requestWithHost(`${site}${route}`, EVIL_HOST, asEvil);
      expect(status).toBe(200);
      expect(text).toContain(PUBLIC_URL);
      expect(text).not.toContain(EVIL_HOST);
    }
  });

  it('uses http://localhost:PORT when PUBLIC_URL is not set, never the request', async () => {
    const product = await createProduct(api.db);
    const local = await api.startServer({ SITE_DIST_DIR: siteDir, PORT: '4321' });
    const { text } = await requestWithHost(`${local}/store/${product.slug}`, EVIL_HOST, asBrowser);
    expect(text).toContain(`<link rel="canonical" href="http://localhost:4321/store/${product.slug}">`);
    expect(text).not.toContain(EVIL_HOST);
  });

  it('lists the main pages, categories and visible products in the sitemap', async () => {
    const category = await createCategory(api.db);
    const listed = await createProduct(api.db, { categoryId: category.id });
    const hidden = await createProduct(api.db, { categoryId: category.id, active: false });
    const response = await fetch(`${site}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const pages = [
      '/',
      '/store',
      '/social',
      '/contact',
      '/faq',
      '/shipping',
      '/returns',
      '/terms',
      '/privacy',
      '/press',
    ];
    for (const route of [...pages, `/store/category/${category.slug}`, `/store/${listed.slug}`]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${route}</loc>`);
    }
    expect(xml).not.toContain(hidden.slug);
  });

  it('gives the social hub its title, description, canonical URL and Open Graph tags with a PNG picture', async () => {
    const html = await page('/social');
    const url = `${PUBLIC_URL}/social`;
    expect(html).toContain('<title>Social Hub | Panic Squad</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]+\/api\/art\/social\/social-hub\.png\?silhouette=poster">/,
    );
  });

  it('allows every crawler and points at the sitemap in robots.txt', async () => {
    const response = await fetch(`${site}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});
