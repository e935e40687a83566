import { expect, test, type APIRequestContext } from '@playwright/test';
import { allProducts } from './support/catalog';

/** What a link preview reads: the server's HTML, no script run. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const property = (name: string) =>
    new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { property, canonical };
}

async function expectRasterImage(request: APIRequestContext, url: string | undefined) {
  expect(url).toBeDefined();
  const image = await request.get(url!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
}

test('when a product, category, the store or the social hub is linked, then its preview picture is a PNG or JPEG', async ({
  request,
}) => {
  // A seeded product: its pictures are generated art (uploads keep their own format, besides WebP).
  const product = (await allProducts(request)).find((candidate) =>
    candidate.images[0]?.imageUrl.startsWith('/api/art/'),
  );
  for (const path of ['/store', `/store/category/${product!.category.slug}`, `/store/${product!.slug}`, '/social']) {
    const { property } = await headOf(request, path);
    await expectRasterImage(request, property('og:image'));
  }
});

test('when the social hub is linked, then its server HTML has its title, description, Open Graph tags and canonical', async ({
  request,
  baseURL,
}) => {
  const { property, canonical } = await headOf(request, '/social');
  expect(canonical).toBe(new URL('/social', baseURL).href);
  expect(property('og:url')).toBe(canonical);
  expect(property('og:title')).toBe('Social Hub | Panic Squad');
  expect(property('og:description')).toContain('fan photos');
  expect(property('og:type')).toBe('website');
});
