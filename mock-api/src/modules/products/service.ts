import type { ProductListQuery, ProductListResponse } from '@ps/shared/schemas';
import type { ProductRepository } from './repository';
import { toProduct } from './to-product';

export function createProductService(repository: ProductRepository) {
  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const { total, products } = await repository.listVisible(
        { categorySlug: query.category, featured: query.featured },
        { limit: query.limit, offset: query.offset },
      );
      return {
        products: products.map(toProduct),
        pagination: { total, hasMore: query.offset + products.length < total },
      };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
