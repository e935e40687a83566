import { describe, expect, it } from 'vitest';
import { toApiQuery } from '../../../lib/list-url';
import { readOrdersView, writeOrdersView } from './orders-url';

describe('the orders list in the address bar', () => {
  it('reads filters, page and size, falling back to the defaults for anything unknown', () => {
    const view = readOrdersView(
      new URLSearchParams('page=3&size=50&status=shipped&payment=paid&q=%20jane%20&sort=oldest'),
    );
    expect(view).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'oldest',
      status: 'shipped',
      paymentStatus: 'paid',
      q: 'jane',
    });
    expect(readOrdersView(new URLSearchParams('page=-1&size=7&status=lost&sort=random'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'newest',
      status: undefined,
      paymentStatus: undefined,
      q: undefined,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const view = readOrdersView(new URLSearchParams('page=2&status=pending'));
    expect(writeOrdersView(view).toString()).toBe('page=2&status=pending');
    expect(writeOrdersView({ ...view, page: 1, status: undefined }).toString()).toBe('');
  });

  it('turns page and size into the API limit and offset', () => {
    expect(toApiQuery({ page: 3, pageSize: 50, sort: 'newest' })).toEqual({ sort: 'newest', limit: 50, offset: 100 });
  });
});
