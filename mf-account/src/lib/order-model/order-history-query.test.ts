import { describe, expect, it } from 'vitest';
import {
  hasOrderFilters,
  readOrderHistoryQuery,
  toOrdersApiParams,
  writeOrderHistoryQuery,
} from './order-history-query';

describe('order history query in the URL', () => {
  it('round-trips page, status and search', () => {
    const query = { page: 3, status: 'shipped' as const, search: 'PS-2026' };
    expect(readOrderHistoryQuery(writeOrderHistoryQuery(query))).toEqual(query);
  });

  it('falls back to page 1, all statuses and no search for anything it cannot read', () => {
    expect(readOrderHistoryQuery(new URLSearchParams('page=-2&status=lost&search=%20%20'))).toEqual({
      page: 1,
      status: undefined,
      search: undefined,
    });
    expect(readOrderHistoryQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readOrderHistoryQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('trims the search and cuts it to what the API accepts', () => {
    const long = 'x'.repeat(80);
    expect(readOrderHistoryQuery(new URLSearchParams(`search=${long}`)).search).toHaveLength(50);
    expect(readOrderHistoryQuery(new URLSearchParams('search=%20ps-2026%20')).search).toBe('ps-2026');
  });

  it('keeps the URL clean: no page 1, no empty filters', () => {
    expect(writeOrderHistoryQuery({ page: 1 }).toString()).toBe('');
  });

  it('counts status or search as filters, the page not', () => {
    expect(hasOrderFilters({ page: 4 })).toBe(false);
    expect(hasOrderFilters({ page: 1, status: 'pending' })).toBe(true);
    expect(hasOrderFilters({ page: 1, search: 'PS' })).toBe(true);
  });

  it('asks the API for ten orders from the page offset with the filters', () => {
    expect(toOrdersApiParams({ page: 2, status: 'delivered', search: 'PS-2026' }).toString()).toBe(
      'limit=10&offset=10&status=delivered&search=PS-2026',
    );
    expect(toOrdersApiParams({ page: 1 }).toString()).toBe('limit=10&offset=0');
  });
});
