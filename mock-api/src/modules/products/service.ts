import {
  effectiveProductSort,
  idParamSchema,
  slugSchema,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { dollarsToCents } from '../../lib/money';
import type { ProductRecord } from './product-records';
import {
  findVisibleProductById,
  findVisibleProductBySlug,
  listRelatedProducts,
  listVisibleProducts,
} from './repository';
import { toProduct } from './to-product';

export function createProductService(db: Db) {
  /**
   * A product page URL carries a slug, an API client may send the id. A key that
   * can be neither names no product, so it is a 404 like any unknown slug.
   */
  async function findRecord(slugOrId: string): Promise<ProductRecord> {
    const slug = slugSchema.safeParse(slugOrId);
    const bySlug = slug.success ? await findVisibleProductBySlug(db, slug.data) : undefined;
    if (bySlug) return bySlug;
    const id = idParamSchema.safeParse(slugOrId);
    const byId = id.success ? await findVisibleProductById(db, id.data) : undefined;
    if (byId) return byId;
    throw AppError.notFound('Product not found');
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const { total, products } = await listVisibleProducts(
        db,
        {
          categorySlug: query.category,
          featured: query.featured,
          search: query.search,
          minPriceCents: query.minPrice === undefined ? undefined : dollarsToCents(query.minPrice),
          maxPriceCents: query.maxPrice === undefined ? undefined : dollarsToCents(query.maxPrice),
        },
        effectiveProductSort(query),
        { limit: query.limit, offset: query.offset },
      );
      return {
        products: products.map(toProduct),
        pagination: { total, hasMore: query.offset + products.length < total },
      };
    },

    async find(slugOrId: string): Promise<Product> {
      return toProduct(await findRecord(slugOrId));
    },

    async listRelated(slugOrId: string, limit: number): Promise<Product[]> {
      const product = await findRecord(slugOrId);
      return (await listRelatedProducts(db, product.id, limit)).map(toProduct);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
