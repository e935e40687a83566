import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@ps/shared/schemas';
import { keepFirstPage, productPagesQueryOptions } from './get-products';

const page = (offset: number): ProductListResponse =>
  ({
    products: [],
    pagination: { total: 36, limit: 12, offset, hasMore: offset < 24 },
  }) as unknown as ProductListResponse;

describe('keepFirstPage', () => {
  it('leaves the first of the pages an earlier visit loaded', () => {
    const client = new QueryClient();
    const { queryKey } = productPagesQueryOptions({}, 12);
    client.setQueryData(queryKey, { pages: [page(0), page(12), page(24)], pageParams: [0, 12, 24] });

    keepFirstPage(client, {}, 12);

    expect(client.getQueryData(queryKey)).toEqual({ pages: [page(0)], pageParams: [0] });
  });

  it('touches neither a list never loaded nor one of another page size', () => {
    const client = new QueryClient();
    const other = productPagesQueryOptions({}, 20).queryKey;
    client.setQueryData(other, { pages: [page(0), page(20)], pageParams: [0, 20] });

    keepFirstPage(client, {}, 12);

    expect(client.getQueryData(productPagesQueryOptions({}, 12).queryKey)).toBeUndefined();
    expect(client.getQueryData(other)?.pages).toHaveLength(2);
  });
});
