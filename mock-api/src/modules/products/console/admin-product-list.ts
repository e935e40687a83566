import type { AdminProductsResponse } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { centsToDollars } from '../../../lib/money';
import { adminProductPage, catalogSummary, type AdminProductFilter } from './admin-product-list-repository';
import { adminProductRowById, withVariantsAndImages } from './admin-product-records-repository';
import { toAdminProduct } from './to-admin-product';

async function summaryOf(db: Db): Promise<AdminProductsResponse['summary']> {
  const { averageCents, ...counts } = await catalogSummary(db);
  return { ...counts, averagePrice: centsToDollars(averageCents) };
}

/** The console's list: newest change first, with the stat cards over the whole catalog. */
export async function listAdminProducts(
  db: Db,
  filter: AdminProductFilter,
  page: { limit: number; offset: number },
): Promise<AdminProductsResponse> {
  const [{ rows, total }, summary] = await Promise.all([adminProductPage(db, filter, page), summaryOf(db)]);
  const products = await withVariantsAndImages(db, rows);
  return {
    products: products.map(toAdminProduct),
    pagination: { total, hasMore: page.offset + rows.length < total },
    summary,
  };
}

export async function findAdminProduct(db: Db, id: number) {
  const row = await adminProductRowById(db, id);
  if (!row) return undefined;
  const [record] = await withVariantsAndImages(db, [row]);
  return record;
}
