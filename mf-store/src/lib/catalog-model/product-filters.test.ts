import { describe, expect, it } from 'vitest';
import { readFilters, toProductSearchParams, writeFilters } from './product-filters';

describe('product filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      category: 'hoodies',
      search: 'panic',
      minPrice: 10,
      maxPrice: 60,
      featured: true,
      sort: 'price_asc' as const,
    };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('drops unknown sorts, bad prices and the slider defaults', () => {
    const filters = readFilters(new URLSearchParams('sort=cheapest&minPrice=-4&maxPrice=abc&featured=yes'));
    expect(filters).toEqual({
      category: undefined,
      search: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      featured: undefined,
      sort: undefined,
    });
    expect(writeFilters({ minPrice: 0, maxPrice: 200 }).toString()).toBe('');
  });

  it('caps prices at the slider maximum', () => {
    expect(readFilters(new URLSearchParams('maxPrice=999')).maxPrice).toBe(200);
  });

  it('sends the search text to the API as `search`', () => {
    expect(toProductSearchParams({ search: 'vinyl', sort: 'relevance' }).toString()).toBe(
      'sort=relevance&search=vinyl',
    );
  });
});
