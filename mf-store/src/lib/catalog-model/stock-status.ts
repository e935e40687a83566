import { LOW_STOCK_THRESHOLD } from '@ps/shared/rules';

/** Spec 2: 'Only N left' at 10 or fewer (low stock is 5 or fewer). */
export const ONLY_N_LEFT_AT = 10;

export type StockStatus = 'in-stock' | 'low-stock' | 'out-of-stock';

export function stockStatus(inStock: boolean, available: number): StockStatus {
  if (!inStock || available <= 0) return 'out-of-stock';
  return available <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock';
}

/** The card's badges: SOLD OUT, LOW STOCK, and 'Only N left' (which can show beside LOW STOCK). */
export function stockBadges(inStock: boolean, totalStock: number): string[] {
  if (stockStatus(inStock, totalStock) === 'out-of-stock') return ['SOLD OUT'];
  const badges: string[] = [];
  if (totalStock <= LOW_STOCK_THRESHOLD) badges.push('LOW STOCK');
  if (totalStock <= ONLY_N_LEFT_AT) badges.push(`Only ${totalStock} left`);
  return badges;
}

/** The sale percent is the rounded price drop. */
export function salePercent(basePrice: number, salePrice: number | null): number | null {
  if (salePrice === null || salePrice >= basePrice || basePrice <= 0) return null;
  return Math.round(((basePrice - salePrice) / basePrice) * 100);
}
