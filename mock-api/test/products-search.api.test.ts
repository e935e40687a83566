import { expect, it } from 'vitest';
import { productListResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

async function search(api: ApiTestContext, text: string, extra = '&limit=100') {
  const response = await api.fetch(`/api/products?search=${encodeURIComponent(text)}${extra}`);
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(await response.json());
}

const names = (list: { products: { name: string }[] }) => list.products.map((product) => product.name);

describeEachDatabase(
  'GET /api/products?search=',
  (api) => {
    it('ranks a name match above a description-only match and leaves out the rest', async () => {
      const described = await createProduct(api.db, {
        name: 'Plain Mug',
        descriptionHtml: '<p>Printed with the zorblatt crest.</p>',
      });
      const named = await createProduct(api.db, { name: 'Zorblatt Tee', descriptionHtml: '<p>Cotton.</p>' });
      const result = await search(api, 'zorblatt');
      expect(result.products.map((product) => product.id)).toEqual([named.id, described.id]);
      expect(result.pagination).toEqual({ total: 2, hasMore: false });
    });

    it('ignores accents and case, in the query and in the catalog', async () => {
      expect(names(await search(api, 'PÂNIC'))).toContain('Panic Attack Hero Tee');
      const cafe = await createProduct(api.db, { name: 'Café Crème Kwazzle Mug' });
      expect((await search(api, 'cafe creme kwazzle')).products.map((product) => product.id)).toEqual([cafe.id]);
    });

    it.each([
      ['hodie', /hoodie/i],
      ['vinly', /LP|vinyl|7"/i],
      ['panik', /panic/i],
    ])('forgives the typo "%s" and puts the meant products first', async (typo, meant) => {
      const found = names(await search(api, typo));
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const name of found.slice(0, 3)) expect(name).toMatch(meant);
    });

    it('forgives a missing and a swapped letter in a rare word', async () => {
      const product = await createProduct(api.db, { name: 'Quibbleton Poster' });
      for (const typo of ['quibleton', 'qiubbleton']) {
        expect((await search(api, typo)).products[0]?.id, typo).toBe(product.id);
      }
    });

    it('finds words in the category name and in tags, but not in HTML markup', async () => {
      const category = await createCategory(api.db, { name: 'Frobnitz Gear' });
      const inCategory = await createProduct(api.db, { categoryId: category.id, name: 'Plain Cap' });
      const tagged = await createProduct(api.db, { name: 'Plain Scarf', tags: ['wibblewobble'] });
      await createProduct(api.db, { name: 'Plain Sock', descriptionHtml: '<p class="snorkack">Soft.</p>' });

      expect((await search(api, 'frobnitz')).products.map((product) => product.id)).toEqual([inCategory.id]);
      expect((await search(api, 'wibblewobble')).products.map((product) => product.id)).toEqual([tagged.id]);
      expect((await search(api, 'snorkack')).products).toEqual([]);
    });

    it('needs every word to match', async () => {
      const found = await search(api, 'black hoodie');
      expect(found.pagination.total).toBeGreaterThan(0);
      for (const product of found.products) {
        const words = `${product.name} ${product.description} ${product.category.name}`.toLowerCase();
        expect(words, product.name).toMatch(/black/);
        expect(words, product.name).toMatch(/hood/);
      }
    });

    it('combines with the other filters and pages the ranked list', async () => {
      const category = await createCategory(api.db);
      for (const name of ['Glimmerfax One', 'Glimmerfax Two', 'Glimmerfax Three']) {
        await createProduct(api.db, { categoryId: category.id, name });
      }
      await createProduct(api.db, { name: 'Glimmerfax Elsewhere' });
      const firstPage = await search(api, 'glimmerfax', `&category=${category.slug}&limit=2`);
      expect(firstPage.pagination).toEqual({ total: 3, hasMore: true });
      const lastPage = await search(api, 'glimmerfax', `&category=${category.slug}&limit=2&offset=2`);
      expect(lastPage.pagination).toEqual({ total: 3, hasMore: false });
      expect(new Set([...names(firstPage), ...names(lastPage)]).size).toBe(3);
    });

    it('sorts a search by another order when asked, and treats a blank search as none', async () => {
      const older = await createProduct(api.db, { name: 'Snarfblat Zine', createdAt: new Date(Date.UTC(2020, 0, 1)) });
      const newer = await createProduct(api.db, {
        name: 'Plain Zine',
        descriptionHtml: '<p>snarfblat</p>',
        createdAt: new Date(Date.UTC(2021, 0, 1)),
      });
      const ids = (list: Awaited<ReturnType<typeof search>>) => list.products.map((product) => product.id);
      expect(ids(await search(api, 'snarfblat'))).toEqual([older.id, newer.id]);
      expect(ids(await search(api, 'snarfblat', '&limit=100&sort=newest'))).toEqual([newer.id, older.id]);
      expect((await search(api, '   ')).pagination.total).toBeGreaterThanOrEqual(60);
    });
  },
  { seed: true },
);
