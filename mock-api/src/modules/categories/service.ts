import { slugSchema, type Category, type CategoryResponse } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { findActiveCategoryBySlug, listActiveCategories } from './repository';

export function createCategoryService(db: Db) {
  return {
    async list(options: { includeProductCount: boolean }): Promise<Category[]> {
      return listActiveCategories(db, { withProductCount: options.includeProductCount });
    },

    /** A slug that cannot be valid names no category: 404 like any unknown one. */
    async findBySlug(slug: string): Promise<CategoryResponse> {
      const valid = slugSchema.safeParse(slug);
      const category = valid.success ? await findActiveCategoryBySlug(db, valid.data) : undefined;
      if (!category) throw AppError.notFound('Category not found');
      return { category, productCount: category.productCount };
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
