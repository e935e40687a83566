import { describe, expect, it } from 'vitest';
import { pageQueryOf, readPageView, writePageView } from './page-view';

describe('a list page in the address', () => {
  it('reads page and size, and falls back to page 1 of 20 for anything else', () => {
    expect(readPageView(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(readPageView(new URLSearchParams('page=-2&size=7'))).toEqual({ page: 1, size: 20 });
    expect(readPageView(new URLSearchParams('page=1.5'))).toEqual({ page: 1, size: 20 });
  });

  it('writes only what differs from the defaults, and turns a page into limit and offset', () => {
    expect(writePageView({ page: 1, size: 20 }).toString()).toBe('');
    expect(writePageView({ page: 2, size: 100 }).toString()).toBe('page=2&size=100');
    expect(pageQueryOf({ page: 3, size: 10 })).toEqual({ limit: 10, offset: 20 });
  });
});
