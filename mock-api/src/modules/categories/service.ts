import { slugSchema, type Category, type CategoryResponse } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { CategoryRepository } from './repository';

export function createCategoryService(repository: CategoryRepository) {
  return {
    async list(options: { includeProductCount: boolean }): Promise<Category[]> {
      return repository.listActive({ withProductCount: options.includeProductCount });
    },

    /** A slug that cannot be valid names no category: 404 like any unknown one. */
    async findBySlug(slug: string): Promise<CategoryResponse> {
      const valid = slugSchema.safeParse(slug);
      const category = valid.success ? await repository.findActiveBySlug(valid.data) : undefined;
      if (!category) throw AppError.notFound('Category not found');
      return { category, productCount: category.productCount };
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
