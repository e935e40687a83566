import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';

const catalog = buildCatalog();
const { categories, products } = catalog;
const stockOf = (product: (typeof products)[number]) =>
  product.variants.reduce((sum, variant) => sum + variant.inventoryAvailable, 0);

describe('seed catalog', () => {
  it('is the same on every build', () => {
    expect(buildCatalog()).toEqual(catalog);
  });

  it('has the six store categories in display order', () => {
    expect(categories.map((category) => category.name)).toEqual([
      'T-Shirts',
      'Hoodies',
      'Vinyl',
      'Accessories',
      'Posters',
      'Limited Edition',
    ]);
    expect(categories.map((category) => category.displayOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const category of categories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.imageUrl).toMatch(new RegExp(`^/api/art/categories/${category.slug}\\.svg\\?silhouette=[a-z]+$`));
    }
  });

  it('has at least 60 products, each with 2 to 4 images and a variant', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const product of products) {
      expect(product.images.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.slug).toBeLessThanOrEqual(4);
      expect(product.variants.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.images[0]?.imageUrl).toMatch(new RegExp(`^/api/art/products/${product.slug}-1\\.svg`));
    }
  });

  it('draws each product as what it is, in its first variant’s colour, and says the picture is an illustration', () => {
    const silhouetteOf = (slug: string) => {
      const product = products.find((each) => each.slug === slug)!;
      return new URL(product.images[0]!.imageUrl, 'http://x').searchParams.get('silhouette');
    };
    expect(
      [
        'overthinking-fuel-mug',
        'panic-room-socks',
        'deep-breaths-beanie',
        'squad-logo-snapback',
        'anxiety-shield-tote-bag',
      ].map(silhouetteOf),
    ).toEqual(['mug', 'socks', 'beanie', 'cap', 'tote']);
    expect(silhouetteOf('hand-numbered-cape-hoodie-1-of-200')).toBe('hoodie');
    for (const product of products) {
      const color = product.variants.find((variant) => variant.attributes.color)?.attributes.color;
      for (const image of product.images) {
        const query = new URL(image.imageUrl, 'http://x').searchParams;
        expect(query.get('color'), image.imageUrl).toBe(color ? color.toLowerCase().replace(/ /g, '-') : null);
        expect(image.altText).toMatch(/^Illustration of the /);
        if (color) expect(image.altText).toContain(`in ${color.toLowerCase()}`);
      }
      const views = product.images.map((image) => new URL(image.imageUrl, 'http://x').searchParams.get('view'));
      expect(views[0], product.slug).toBeNull();
      expect(product.images.every((image) => !/on stage/.test(image.altText))).toBe(true);
      if (views.includes('back')) expect(product.images[views.indexOf('back')]!.altText).toMatch(/, back$/);
    }
  });

  it('gives every product a category that exists and unique slugs and SKUs', () => {
    const categorySlugs = new Set(categories.map((category) => category.slug));
    expect(products.every((product) => categorySlugs.has(product.categorySlug))).toBe(true);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).toContain('PS-TEE-PANIC-BLK-M');
    expect(skus.every((sku) => /^PS-[A-Z]+-[A-Z0-9]+-[A-Z0-9-]+$/.test(sku))).toBe(true);
  });

  it('writes descriptions with only p, ul, li and strong', () => {
    for (const product of products) {
      const tags = product.descriptionHtml.match(/<\/?([a-z]+)[^>]*>/g) ?? [];
      const names = new Set(tags.map((tag) => tag.replace(/[</>]/g, '').split(' ')[0]));
      expect(
        [...names].every((name) => ['p', 'ul', 'li', 'strong'].includes(name ?? '')),
        product.slug,
      ).toBe(true);
    }
  });

  it('keeps prices sensible: sale below base, no variant below zero', () => {
    for (const product of products) {
      const current = product.salePriceCents ?? product.basePriceCents;
      if (product.salePriceCents !== null) expect(product.salePriceCents).toBeLessThan(product.basePriceCents);
      for (const variant of product.variants) expect(current + variant.priceAdjustmentCents).toBeGreaterThan(0);
    }
  });

  it('has products on sale, new, featured, low, sold out and partly sold out', () => {
    expect(products.filter((product) => product.salePriceCents !== null).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((product) => product.isNew).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((product) => product.isFeatured).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((product) => stockOf(product) > 0 && stockOf(product) <= 5).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(products.filter((product) => stockOf(product) === 0).length).toBeGreaterThanOrEqual(3);
    const partlySoldOut = products.filter(
      (product) =>
        product.variants.some((variant) => variant.inventoryAvailable === 0) &&
        product.variants.filter((variant) => variant.inventoryAvailable > 0).length > 1,
    );
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(3);
  });

  it('offers sizes for apparel and formats with price adjustments for vinyl', () => {
    const tee = products.find((product) => product.slug === 'panic-attack-hero-tee');
    expect(tee?.variants.map((variant) => variant.attributes.size)).toEqual(
      expect.arrayContaining(['S', 'M', 'L', 'XL', 'XXL']),
    );
    const lp = products.find((product) => product.slug === 'overthinking-is-my-superpower-lp');
    expect(lp?.variants.map((variant) => [variant.name, variant.priceAdjustmentCents])).toEqual([
      ['Black Vinyl', 0],
      ['Splatter Vinyl', 500],
      ['CD', -1200],
    ]);
  });

  it('sells limited-edition products one per order and leaves every other product uncapped', () => {
    for (const product of products) {
      expect(product.maxPerOrder, product.slug).toBe(product.categorySlug === 'limited-edition' ? 1 : null);
    }
  });

  it('dates new arrivals most recently, so newest-first starts with them', () => {
    const newest = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const newCount = products.filter((product) => product.isNew).length;
    expect(newest.slice(0, newCount).every((product) => product.isNew)).toBe(true);
    expect(new Set(products.map((product) => product.createdAt.getTime())).size).toBe(products.length);
  });
});
