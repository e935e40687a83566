import { apiRequest } from '@ps/shared/api';
import type { ProductListResponse } from '@ps/shared/schemas';

/**
 * One key per result shape: two apps share the page's QueryClient, so a key that held a list in
 * one app and a bare array in another would hand each the other's data.
 */
export const productKeys = {
  all: ['products'] as const,
  /** A page of `ProductListResponse`, by filters. */
  list: (params: object) => [...productKeys.all, 'list', params] as const,
  /** `Product[]`: the featured products themselves. */
  featured: (limit: number) => [...productKeys.all, 'featured', { limit }] as const,
  /** `ProductListResponse`: the featured products with their pagination. */
  featuredPage: (limit: number) => [...productKeys.all, 'featured-page', { limit }] as const,
  /** `Product[]` related to one product. */
  related: (productId: number, limit: number) => [...productKeys.all, 'related', productId, { limit }] as const,
  /** One `Product`, by slug. */
  detail: (slug: string) => [...productKeys.all, 'detail', slug] as const,
};

export const productPaths = {
  list: (query: URLSearchParams) => `/api/products?${query}`,
  featured: (limit: number) => `/api/products?featured=true&limit=${limit}`,
  related: (productId: number, limit: number) => `/api/products/${productId}/related?limit=${limit}`,
  detail: (slug: string) => `/api/products/${encodeURIComponent(slug)}`,
};

export const requestFeaturedProductPage = (limit: number): Promise<ProductListResponse> =>
  apiRequest<ProductListResponse>(productPaths.featured(limit));
