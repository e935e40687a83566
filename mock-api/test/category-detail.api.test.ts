import { expect, it } from 'vitest';
import { categoryResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('GET /api/categories/{slug}', (api) => {
  it('answers the category with its count of active products', async () => {
    const category = await createCategory(api.db, { name: 'Capes', description: 'Dramatic exits.' });
    await createProduct(api.db, { categoryId: category.id });
    await createProduct(api.db, { categoryId: category.id });
    await createProduct(api.db, { categoryId: category.id, active: false });

    const response = await api.fetch(`/api/categories/${category.slug}`);
    expect(response.status).toBe(200);
    expect(categoryResponseSchema.parse(await response.json())).toEqual({
      category: {
        id: category.id,
        name: 'Capes',
        slug: category.slug,
        description: 'Dramatic exits.',
        imageUrl: null,
        displayOrder: 0,
        productCount: 2,
      },
      productCount: 2,
    });

    const again = await api.fetch(`/api/categories/${category.slug}`, {
      headers: revalidationHeaders(response.headers.get('etag') ?? ''),
    });
    expect(again.status).toBe(304);
  });

  it('counts 0 for a category with no products', async () => {
    const category = await createCategory(api.db);
    const response = await api.fetch(`/api/categories/${category.slug}`);
    expect(categoryResponseSchema.parse(await response.json()).productCount).toBe(0);
  });

  it('answers an unknown, inactive or impossible slug with the category 404', async () => {
    const hidden = await createCategory(api.db, { active: false });
    for (const slug of ['no-such-category', hidden.slug, 'Not%20A%20Slug']) {
      const response = await api.fetch(`/api/categories/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
    }
  });
});
