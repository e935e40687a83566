import { expect, it } from 'vitest';
import { searchSuggestionsResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

async function suggest(api: ApiTestContext, q: string) {
  const response = await api.fetch(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return searchSuggestionsResponseSchema.parse(await response.json()).suggestions;
}

describeEachDatabase(
  'GET /api/search/suggestions',
  (api) => {
    it('suggests matching categories first, then products by relevance, at most 8', async () => {
      const suggestions = await suggest(api, 'vinyl');
      expect(suggestions).toHaveLength(8);
      expect(suggestions[0]).toEqual({
        id: expect.any(Number),
        type: 'category',
        slug: 'vinyl',
        title: 'Vinyl',
        subtitle: expect.stringMatching(/^\d+ products$/),
        badge: null,
        imageUrl: expect.stringMatching(/^\/api\/art\/categories\/vinyl\.svg/),
        price: null,
      });
      expect(suggestions.slice(1).every((suggestion) => suggestion.type === 'product')).toBe(true);
    });

    it('describes a product by its category, badge, first image and current price', async () => {
      const category = await createCategory(api.db, { name: 'Blorptastic Goods' });
      const product = await createProduct(api.db, {
        categoryId: category.id,
        name: 'Blorptastic Tee',
        basePriceCents: 2999,
        salePriceCents: 1999,
      });
      const described = await createProduct(api.db, { name: 'Plain Tee', descriptionHtml: '<p>Blorptastic!</p>' });
      const suggestions = await suggest(api, 'blorptastic');
      expect(suggestions.map((suggestion) => [suggestion.type, suggestion.id])).toEqual([
        ['category', category.id],
        ['product', product.id],
        ['product', described.id],
      ]);
      expect(suggestions[1]).toEqual({
        id: product.id,
        type: 'product',
        slug: product.slug,
        title: 'Blorptastic Tee',
        subtitle: 'Blorptastic Goods',
        badge: 'Sale',
        imageUrl: `/api/art/products/${product.slug}-1.svg`,
        price: 19.99,
      });
      expect(suggestions[0]?.subtitle).toBe('1 product');
    });

    it('badges sold-out and new products', async () => {
      await createProduct(api.db, { name: 'Gronkle Pin', variants: [{ inventoryAvailable: 0 }], isNew: true });
      await createProduct(api.db, { name: 'Gronkle Patch', isNew: true });
      const badges = Object.fromEntries((await suggest(api, 'gronkle')).map((each) => [each.title, each.badge]));
      expect(badges).toEqual({ 'Gronkle Pin': 'Sold out', 'Gronkle Patch': 'New' });
    });

    it('forgives typos and accents like the product search', async () => {
      expect((await suggest(api, 'hodie'))[0]).toMatchObject({ type: 'category', slug: 'hoodies' });
      expect((await suggest(api, 'pânik')).some((each) => /panic/i.test(each.title))).toBe(true);
    });

    it('is empty when nothing matches', async () => {
      expect(await suggest(api, 'xqzvwk')).toEqual([]);
    });

    it.each([
      ['', 'is required'],
      ['?q=a', 'must be 2 to 100 characters'],
      ['?q=%20%20a%20%20', 'must be 2 to 100 characters'],
      [`?q=${'a'.repeat(101)}`, 'must be at most 100 characters'],
    ])('refuses the query "%s" with 400', async (query, problem) => {
      const response = await api.fetch(`/api/search/suggestions${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `Invalid query parameter: q ${problem}`,
        fields: { q: problem },
      });
    });

    it('lives at /api/search/suggestions only and is cacheable', async () => {
      const response = await api.fetch('/api/search/suggestions?q=tee');
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
      expect((await api.fetch('/api/api/search/suggestions?q=tee')).status).toBe(404);
    });
  },
  { seed: true },
);
