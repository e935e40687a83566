import { hashKey, matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newsKeys, newsPaths } from './news';
import { orderKeys, orderPaths } from './orders';
import { productKeys } from './products';

/** Whether a filter on `prefix` (as invalidateQueries uses) would reach data stored under `key`. */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const cache = new QueryClient().getQueryCache();
  const query = cache.build(new QueryClient(), { queryKey: key });
  return matchQuery({ queryKey: prefix }, query);
}

describe('entity query keys', () => {
  it('when the store caches featured products and the checkout a featured page, then neither reads the other', () => {
    expect(hashKey(productKeys.featured(12))).not.toBe(hashKey(productKeys.featuredPage(12)));
    expect(reaches(productKeys.featured(12), productKeys.featuredPage(12))).toBe(false);
    expect(reaches(productKeys.featuredPage(12), productKeys.featured(12))).toBe(false);
  });

  it('when a placed order and a looked-up order are cached, then their keys differ but both sit under orders', () => {
    const placed = orderKeys.placed('PS-1001');
    const lookup = orderKeys.lookup('PS-1001', { email: undefined, sessionId: 's' });
    expect(hashKey(placed)).not.toBe(hashKey(lookup));
    expect(reaches(orderKeys.all, placed) && reaches(orderKeys.all, lookup)).toBe(true);
  });

  it('when an order is read with an e-mail, then the e-mail is encoded into the query string', () => {
    expect(orderPaths.detail('PS-1001', 'a+b@x.io')).toBe('/api/orders/PS-1001?email=a%2Bb%40x.io');
    expect(orderPaths.detail('PS 1')).toBe('/api/orders/PS%201');
  });

  it('when the landing asks for the latest news, then the limit is in both the key and the path, under news', () => {
    expect(reaches(newsKeys.all, newsKeys.latest(4))).toBe(true);
    expect(hashKey(newsKeys.latest(4))).not.toBe(hashKey(newsKeys.latest(8)));
    expect(newsPaths.latest(4)).toBe('/api/news?limit=4');
  });
});
