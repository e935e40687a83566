import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  listPageParams,
  readListPage,
  toApiQuery,
  toSearchParams,
} from './list-url';

const read = (search: string) => readListPage(new URLSearchParams(search), LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE);
const write = (page: number, pageSize: number) =>
  toSearchParams(listPageParams({ page, pageSize }, DEFAULT_LIST_PAGE_SIZE)).toString();

describe('a list page in the address (staff, promotions)', () => {
  it('reads page and size, and falls back to page 1 of 20 for anything else', () => {
    expect(read('page=3&size=50')).toEqual({ page: 3, pageSize: 50 });
    expect(read('page=-2&size=7')).toEqual({ page: 1, pageSize: 20 });
    expect(read('page=1.5')).toEqual({ page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults, and turns a page into limit and offset', () => {
    expect(write(1, 20)).toBe('');
    expect(write(2, 100)).toBe('page=2&size=100');
    expect(toApiQuery({ page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
  });
});
