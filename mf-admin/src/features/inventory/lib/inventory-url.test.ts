import { describe, expect, it } from 'vitest';
import { toApiQuery } from '../../../lib/list-url';
import { readInventoryView, writeInventoryView } from './inventory-url';

describe('inventory list in the address bar', () => {
  it('reads defaults from an empty address and writes nothing for them', () => {
    const view = readInventoryView(new URLSearchParams());
    expect(view).toEqual({ page: 1, pageSize: 20, sort: 'product', status: undefined, q: undefined });
    expect(writeInventoryView(view).toString()).toBe('');
  });

  it('keeps known filters, drops unknown ones and turns the page into an offset', () => {
    const view = readInventoryView(new URLSearchParams('page=3&size=50&sort=sold_desc&status=low_stock&q=tee&x=1'));
    expect(writeInventoryView(view).toString()).toBe('page=3&size=50&sort=sold_desc&status=low_stock&q=tee');
    expect(toApiQuery(view)).toMatchObject({ limit: 50, offset: 100, status: 'low_stock' });
    expect(readInventoryView(new URLSearchParams('status=lots&size=7&page=-1'))).toMatchObject({
      page: 1,
      pageSize: 20,
      status: undefined,
    });
  });
});
