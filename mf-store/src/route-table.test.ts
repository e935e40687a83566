import { describe, expect, it } from 'vitest';
import { storePageAt } from './route-table';

describe('storePageAt', () => {
  it.each([
    ['/store', 'home'],
    ['/store/', 'home'],
    ['/store/search', 'search'],
    ['/Store/Search', 'search'],
    ['/store/category/t-shirts', 'category'],
    ['/store/bolt-tee', 'product'],
  ])('finds the page %s draws', (pathname, page) => {
    expect(storePageAt(pathname)).toBe(page);
  });

  it.each(['/cart', '/store/category/t-shirts/extra', '/store/bolt-tee/reviews', '/'])(
    'finds no page at %s',
    (pathname) => {
      expect(storePageAt(pathname)).toBeUndefined();
    },
  );
});
