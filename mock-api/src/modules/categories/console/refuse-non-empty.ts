import { AppError } from '../../../http/app-error';
import type { AdminCategoryRecord } from './repository';

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/**
 * Spec 3 §2: a category with products cannot be deleted; move or delete them first. Archived
 * products cannot be moved (they stay for order history), so those categories can only be
 * marked inactive.
 */
export function refuseNonEmpty(categories: AdminCategoryRecord[]): void {
  const withProducts = categories.find((category) => category.productCount > 0);
  if (withProducts) {
    throw new AppError(
      409,
      'CATEGORY_NOT_EMPTY',
      `${withProducts.name} has ${products(withProducts.productCount)}. Move or delete them before deleting the category.`,
    );
  }
  const withHistory = categories.find((category) => category.archivedProductCount > 0);
  if (withHistory) {
    throw new AppError(
      409,
      'CATEGORY_NOT_EMPTY',
      `${withHistory.name} holds ${products(withHistory.archivedProductCount)} kept for order history. Mark it as inactive instead.`,
    );
  }
}
