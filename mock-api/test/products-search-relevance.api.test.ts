import { expect, it } from 'vitest';
import { productListResponseSchema } from '@ps/shared/schemas';
import { describeEachDatabase } from './support/suite';

interface Expectation {
  query: string;
  /** Every result is in one of these categories: nothing unrelated rides along on a near-miss. */
  categories: string[];
  /** The products that must lead, in any order among themselves. */
  top?: string[];
  /** At least this many results: the cut keeps what the query is about. */
  atLeast: number;
}

// The seed catalog's words: a result outside `categories` is a near-miss ("ships" for "shirt",
// "restocks" for "socks") that should have been cut.
const RELEVANCE_TABLE: Expectation[] = [
  { query: 'shirt', categories: ['t-shirts'], atLeast: 14 },
  { query: 't-shirt', categories: ['t-shirts'], atLeast: 14 },
  { query: 'socks', categories: ['accessories'], top: ['Panic Room Socks'], atLeast: 1 },
  { query: 'tee', categories: ['t-shirts'], atLeast: 14 },
  { query: 'mug', categories: ['accessories'], top: ['Overthinking Fuel Mug'], atLeast: 1 },
  { query: 'tote bag', categories: ['accessories'], top: ['Anxiety Shield Tote Bag'], atLeast: 1 },
  // Typos still find what was meant.
  { query: 'hodie', categories: ['hoodies', 'limited-edition'], atLeast: 10 },
  { query: 'hoody', categories: ['hoodies', 'limited-edition'], atLeast: 10 },
  { query: 'postr', categories: ['posters', 'vinyl', 'limited-edition'], atLeast: 8 },
  { query: 'sockss', categories: ['accessories'], top: ['Panic Room Socks'], atLeast: 1 },
  { query: 'beanei', categories: ['accessories'], top: ['Deep Breaths Beanie'], atLeast: 1 },
];

describeEachDatabase(
  'GET /api/products?search= relevance on the seed catalog',
  (api) => {
    it.each(RELEVANCE_TABLE)(
      '$query finds only what it is about, best first',
      async ({ query, categories, top, atLeast }) => {
        const response = await api.fetch(`/api/products?search=${encodeURIComponent(query)}&limit=100`);
        expect(response.status).toBe(200);
        const { products, pagination } = productListResponseSchema.parse(await response.json());
        expect(pagination.total).toBe(products.length);
        expect(products.length).toBeGreaterThanOrEqual(atLeast);
        for (const product of products) expect(categories, product.name).toContain(product.category.slug);
        if (top)
          expect(
            products
              .slice(0, top.length)
              .map((product) => product.name)
              .sort(),
          ).toEqual([...top].sort());
      },
    );
  },
  { seed: true },
);
