import { expect, it } from 'vitest';
import { categoryListResponseSchema, productListResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

const seededSlugs = ['t-shirts', 'hoodies', 'vinyl', 'accessories', 'posters', 'limited-edition'];

describeEachDatabase(
  'GET /api/categories',
  (api) => {
    const listCategories = async (query = '') => {
      const response = await api.fetch(`/api/categories${query}`);
      expect(response.status).toBe(200);
      return categoryListResponseSchema.parse(await response.json()).categories;
    };

    it('lists the seeded categories by display order without counts by default', async () => {
      const categories = await listCategories();
      expect(
        categories.filter((category) => seededSlugs.includes(category.slug)).map((category) => category.slug),
      ).toEqual(seededSlugs);
      const orders = categories.map((category) => category.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(categories.every((category) => !('productCount' in category))).toBe(true);
      expect(categories[0]).toMatchObject({
        name: 'T-Shirts',
        displayOrder: 1,
        imageUrl: expect.stringMatching(/^\/api\/art\/categories\/t-shirts\.svg/),
      });
    });

    it('counts active products per category when asked', async () => {
      const categories = await listCategories('?includeProductCount=true');
      for (const category of categories.filter((each) => seededSlugs.includes(each.slug))) {
        const response = await api.fetch(`/api/products?category=${category.slug}&limit=1`);
        const { pagination } = productListResponseSchema.parse(await response.json());
        expect(category.productCount, category.slug).toBe(pagination.total);
      }
      expect(categories.reduce((sum, category) => sum + (category.productCount ?? 0), 0)).toBeGreaterThanOrEqual(60);
    });

    it('orders by display order, hides inactive categories and inactive products from counts', async () => {
      const first = await createCategory(api.db, { displayOrder: -2 });
      const second = await createCategory(api.db, { displayOrder: -1 });
      const hidden = await createCategory(api.db, { displayOrder: -3, active: false });
      await createProduct(api.db, { categoryId: second.id });
      await createProduct(api.db, { categoryId: second.id, active: false });

      const categories = await listCategories('?includeProductCount=true');
      expect(categories.slice(0, 2).map((category) => [category.slug, category.productCount])).toEqual([
        [first.slug, 0],
        [second.slug, 1],
      ]);
      expect(categories.some((category) => category.slug === hidden.slug)).toBe(false);
    });

    it('rejects a bad includeProductCount', async () => {
      const response = await api.fetch('/api/categories?includeProductCount=yes');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { includeProductCount: 'must be true or false' },
      });
    });

    it('sends a catalog Cache-Control and answers a matching If-None-Match with 304', async () => {
      const first = await api.fetch('/api/categories');
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();

      const again = await api.fetch('/api/categories', { headers: revalidationHeaders(etag ?? '') });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });
  },
  { seed: true },
);
