import { INFO_PAGES } from '@ps/shared/route-groups';
import { effectiveProductSort, slugSchema } from '@ps/shared/schemas';
import { findActiveCategoryBySlug } from '../categories';
import { findVisibleProductBySlug, listVisibleProducts, toProduct } from '../products';
import type { PageMeta } from './head-tags';
import { categoryPageMeta, productPageMeta, socialHubPageMeta, storeHomePageMeta } from './page-meta';
import type { Db } from '../../db/tables';
import { listIndexablePages } from './repository';
import { renderRobotsTxt, renderSitemap } from './sitemap-xml';

const TOP_LEVEL_PAGES = ['/', '/store', '/social', ...INFO_PAGES.map((page) => page.path)];

export function createSeoService(db: Db) {
  return {
    /** Null for a slug that names no visible product: the client then draws "Product Not Found". */
    async productPage(slug: string, origin: string): Promise<PageMeta | null> {
      const valid = slugSchema.safeParse(slug);
      const record = valid.success ? await findVisibleProductBySlug(db, valid.data) : undefined;
      return record ? productPageMeta(toProduct(record), origin) : null;
    },

    /** The store home shows the featured products in the API's default order; the first one leads. */
    async storeHomePage(origin: string): Promise<PageMeta> {
      const { products: featured } = await listVisibleProducts(db, { featured: true }, effectiveProductSort({}), {
        limit: 1,
        offset: 0,
      });
      return storeHomePageMeta(featured[0] && toProduct(featured[0]), origin);
    },

    socialHubPage(origin: string): Promise<PageMeta> {
      return Promise.resolve(socialHubPageMeta(origin));
    },

    async categoryPage(slug: string, origin: string): Promise<PageMeta | null> {
      const valid = slugSchema.safeParse(slug);
      const category = valid.success ? await findActiveCategoryBySlug(db, valid.data) : undefined;
      return category ? categoryPageMeta(category, origin) : null;
    },

    async sitemap(origin: string): Promise<string> {
      const pages = await listIndexablePages(db);
      const url = (path: string) => new URL(path, origin).href;
      return renderSitemap([
        ...TOP_LEVEL_PAGES.map((path) => ({ url: url(path) })),
        ...pages.categories.map((category) => ({
          url: url(`/store/category/${category.slug}`),
          lastModified: category.updatedAt,
        })),
        ...pages.products.map((product) => ({ url: url(`/store/${product.slug}`), lastModified: product.updatedAt })),
      ]);
    },

    robotsTxt(origin: string): string {
      return renderRobotsTxt(new URL('/sitemap.xml', origin).href);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
