import { describe, expect, it } from 'vitest';
import { toApiQuery } from '../../../lib/list-url';
import { exportCustomersUrl, readCustomersView, writeCustomersView, type CustomersView } from './customers-url';

describe('the customers list in the address bar', () => {
  it('reads page, size, sort and filters, ignoring values the list does not offer', () => {
    const view = readCustomersView(
      new URLSearchParams('page=3&size=50&sort=lifetime_value&kind=guest&newsletter=subscribed&q=%20ann%20'),
    );
    expect(view).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'lifetime_value',
      kind: 'guest',
      newsletter: 'subscribed',
      q: 'ann',
    });
    expect(readCustomersView(new URLSearchParams('page=-1&size=7&sort=cheapest&kind=vip'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'last_order',
      kind: undefined,
      newsletter: undefined,
      q: undefined,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const view = { page: 2, pageSize: 20, sort: 'last_order' as const, kind: 'account' as const };
    expect(writeCustomersView(view).toString()).toBe('page=2&kind=account');
    expect(readCustomersView(writeCustomersView(view))).toMatchObject(view);
  });

  it('asks the API for the page as limit and offset, and exports the filter or the chosen keys', () => {
    const query = toApiQuery<CustomersView>({ page: 3, pageSize: 10, sort: 'name', q: 'bo' });
    expect(query).toEqual({ limit: 10, offset: 20, sort: 'name', q: 'bo' });
    expect(exportCustomersUrl(query)).toBe('/api/admin/customers/export?q=bo&sort=name&format=csv');
    expect(exportCustomersUrl(query, ['12', 'guest-4'])).toContain('keys=12%2Cguest-4');
  });
});
