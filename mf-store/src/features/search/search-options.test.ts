import { describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '@ps/shared/schemas';
import { moveActive, recentOptions, suggestionOptions } from './search-options';

describe('moveActive', () => {
  it('goes down from the field to the first option and wraps at the end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up from the field to the last option and wraps at the start', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
  });

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('search options', () => {
  it('links a product suggestion to its page and a category to its listing, with the details in one line', () => {
    const suggestion: SearchSuggestion = {
      id: 4,
      type: 'product',
      slug: 'cape-hoodie',
      title: 'Cape Hoodie',
      subtitle: 'Hoodies',
      badge: 'Sale',
      imageUrl: null,
      price: 49.9,
    };
    const [product, category] = suggestionOptions(
      [suggestion, { ...suggestion, type: 'category', slug: 'hoodies', badge: null, price: null }],
      (dollars) => `$${dollars}`,
    );
    expect(product).toMatchObject({ href: '/store/cape-hoodie', detail: 'Hoodies · Sale · $49.9', key: 'product-4' });
    expect(category).toMatchObject({ href: '/store/category/hoodies', detail: 'Hoodies', key: 'category-4' });
  });

  it('turns recent terms into options that run the term again', () => {
    expect(recentOptions(['vinyl'])).toEqual([{ kind: 'recent', key: 'recent-vinyl', title: 'vinyl', term: 'vinyl' }]);
  });
});
