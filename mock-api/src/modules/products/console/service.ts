import type {
  AdminProduct,
  AdminProductsResponse,
  AdminProductValues,
  ProductBulkAction,
  ProductBulkResult,
  ProductRemoval,
} from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../logger';
import { auditedTransaction, createdTarget, type ChangeAudit } from '../../../platform/audit/change-audit';
import type { ImageLibrary } from '../../../platform/media';
import { findAdminProduct, listAdminProducts } from './admin-product-list';
import type { AdminProductFilter } from './admin-product-list-repository';
import { setFlags } from './bulk-change-repository';
import { changePrices } from './bulk-price';
import { removeProducts, type Removal } from './remove-products';
import { saveProduct } from './save-product';
import { toAdminProduct } from './to-admin-product';

type BulkAction = Exclude<ProductBulkAction['action'], 'price' | 'delete'>;

const FLAG_CHANGES: Record<BulkAction, { active?: boolean; isFeatured?: boolean }> = {
  activate: { active: true },
  deactivate: { active: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
};

/**
 * The console's catalog: every write is one transaction, so the catalog_changed NOTIFY
 * (migration 0007) fires once it commits and every replica drops its cached responses.
 */
export function createAdminProductService(db: Db, library: ImageLibrary, logger: Logger) {
  async function detail(id: number): Promise<AdminProduct> {
    const record = await findAdminProduct(db, id);
    if (!record) throw AppError.notFound('No such product');
    return toAdminProduct(record);
  }

  /** Files go after the commit: a rollback must not leave rows pointing at nothing. */
  function dropFiles(removal: Removal): void {
    for (const image of removal.orphanedImages) {
      library.remove(image).catch((error: unknown) => logger.warn({ err: error }, 'could not remove an image file'));
    }
  }

  return {
    list: (filter: AdminProductFilter, page: { limit: number; offset: number }): Promise<AdminProductsResponse> =>
      listAdminProducts(db, filter, page),
    detail,

    async create(values: AdminProductValues, audit: ChangeAudit): Promise<AdminProduct> {
      const id = await db.transaction().execute(async (trx) => {
        const created = await saveProduct(trx, null, values);
        await audit.record(trx, { target: createdTarget(created) });
        return created;
      });
      return detail(id);
    },

    async update(id: number, values: AdminProductValues, audit: ChangeAudit): Promise<AdminProduct> {
      await auditedTransaction(db, audit, (trx) => saveProduct(trx, id, values));
      return detail(id);
    },

    async remove(id: number, audit: ChangeAudit): Promise<ProductRemoval> {
      const removal = await db.transaction().execute(async (trx) => {
        const removed = await removeProducts(trx, [id]);
        if (removed.deleted.length + removed.archived.length === 0) throw AppError.notFound('No such product');
        await audit.record(trx);
        return removed;
      });
      dropFiles(removal);
      return { outcome: removal.archived.length > 0 ? 'archived' : 'deleted' };
    },

    async bulk(action: ProductBulkAction, audit: ChangeAudit): Promise<ProductBulkResult> {
      const ids = [...new Set(action.ids)];
      const audited = <T>(work: (trx: Db) => Promise<T>) => auditedTransaction(db, audit, work);
      if (action.action === 'delete') {
        const removal = await audited((trx) => removeProducts(trx, ids));
        dropFiles(removal);
        return { updated: 0, deleted: removal.deleted.length, archived: removal.archived.length };
      }
      if (action.action === 'price') {
        const updated = await audited((trx) => changePrices(trx, ids, action));
        return { updated, deleted: 0, archived: 0 };
      }
      const flags = FLAG_CHANGES[action.action];
      const updated = await audited((trx) => setFlags(trx, ids, flags));
      return { updated, deleted: 0, archived: 0 };
    },
  };
}

export type AdminProductService = ReturnType<typeof createAdminProductService>;
