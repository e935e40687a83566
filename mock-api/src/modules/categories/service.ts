import type { Category } from '@ps/shared/schemas';
import type { CategoryRepository } from './repository';

export function createCategoryService(repository: CategoryRepository) {
  return {
    async list(options: { includeProductCount: boolean }): Promise<Category[]> {
      return repository.listActive({ withProductCount: options.includeProductCount });
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
