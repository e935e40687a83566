import {
  CATEGORY_LIMIT,
  slugFromName,
  type AdminCategoriesResponse,
  type AdminCategory,
  type AdminCategoryValues,
  type CategoryBulkAction,
  type CategoryBulkResult,
} from '@ps/shared/console-schemas';
import { bumpFormVersion } from '../../../platform/form-version/form-version-repository';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../logger';
import { createdTarget, type ChangeAudit } from '../../../platform/audit/change-audit';
import { imageUrl, storedImageOf, type ImageLibrary } from '../../../platform/media';
import { adminCategoryRepository as repository, type AdminCategoryRecord } from './repository';
import { refuseNonEmpty } from './refuse-non-empty';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

function slugTaken(slug: string): AppError {
  const message = `The slug "${slug}" is already used by another category`;
  return new AppError(409, 'SLUG_TAKEN', message, { fields: { slug: message } });
}

const toCategory = ({ archivedProductCount: _archived, ...category }: AdminCategoryRecord): AdminCategory => category;

/**
 * The console's categories. Each write is one transaction with its audit row, so the
 * catalog_changed NOTIFY (migration 0007) drops the store's cached category and product
 * answers once it commits: a renamed or inactive category shows in the store at once.
 */
export function createAdminCategoryService(db: Db, library: ImageLibrary, logger: Logger) {
  async function detail(id: number, connection: Db = db): Promise<AdminCategoryRecord> {
    const [category] = await repository.list(connection, [id]);
    if (!category) throw AppError.notFound('No such category');
    return category;
  }

  /** Files go after the commit: a rollback must not leave rows pointing at nothing. */
  function dropImages(urls: (string | null)[]): void {
    for (const url of urls) {
      const stored = url ? storedImageOf(url) : undefined;
      if (!stored) continue;
      library.remove(stored).catch((error: unknown) => logger.warn({ err: error }, 'could not remove an image file'));
    }
  }

  async function save(id: number | null, values: AdminCategoryValues, audit: ChangeAudit): Promise<AdminCategory> {
    const slug = values.slug || slugFromName(values.name);
    if (!slug) throw AppError.validation('Slug is required', { slug: 'Slug is required' });
    try {
      const savedId = await db.transaction().execute(async (trx) => {
        if (await repository.slugTakenBy(trx, slug, id)) throw slugTaken(slug);
        const columns = { name: values.name, slug, description: values.description, active: values.active };
        if (id === null) {
          if ((await repository.allIds(trx)).length >= CATEGORY_LIMIT) {
            throw new AppError(409, 'CONFLICT', `The store can have at most ${CATEGORY_LIMIT} categories`);
          }
          const created = await repository.insert(trx, {
            ...columns,
            displayOrder: values.displayOrder ?? (await repository.nextDisplayOrder(trx)),
          });
          await audit.record(trx, { target: createdTarget(created) });
          return created;
        }
        await bumpFormVersion(trx, { table: 'categories', id, what: 'This category' }, values.expectedVersion);
        const found = await repository.update(trx, id, {
          ...columns,
          ...(values.displayOrder === null ? {} : { displayOrder: values.displayOrder }),
        });
        if (!found) throw AppError.notFound('No such category');
        await audit.record(trx);
        return id;
      });
      return toCategory(await detail(savedId));
    } catch (error) {
      // Two saves racing for one slug: the unique index decides, and the loser hears why.
      if (isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }

  return {
    async list(): Promise<AdminCategoriesResponse> {
      const categories = (await repository.list(db)).map(toCategory);
      const totalProducts = categories.reduce((sum, category) => sum + category.productCount, 0);
      return {
        categories,
        summary: {
          total: categories.length,
          active: categories.filter((category) => category.active).length,
          totalProducts,
          averageProducts: categories.length === 0 ? 0 : Math.round((totalProducts / categories.length) * 10) / 10,
        },
      };
    },
    detail: async (id: number) => toCategory(await detail(id)),
    create: (values: AdminCategoryValues, audit: ChangeAudit) => save(null, values, audit),
    update: (id: number, values: AdminCategoryValues, audit: ChangeAudit) => save(id, values, audit),

    async remove(id: number, audit: ChangeAudit): Promise<void> {
      const removed = await db.transaction().execute(async (trx) => {
        refuseNonEmpty([await detail(id, trx)]);
        const rows = await repository.remove(trx, [id]);
        await audit.record(trx);
        return rows;
      });
      dropImages(removed.map((row) => row.imageUrl));
    },

    async bulk({ action, ids }: CategoryBulkAction, audit: ChangeAudit): Promise<CategoryBulkResult> {
      const unique = [...new Set(ids)];
      if (action === 'deactivate') {
        const updated = await db.transaction().execute(async (trx) => {
          const count = await repository.deactivate(trx, unique);
          await audit.record(trx);
          return count;
        });
        return { updated, deleted: 0 };
      }
      const removed = await db.transaction().execute(async (trx) => {
        const categories = await repository.list(trx, unique);
        if (categories.length < unique.length) throw AppError.notFound('Some of these categories no longer exist');
        refuseNonEmpty(categories);
        const rows = await repository.remove(trx, unique);
        await audit.record(trx);
        return rows;
      });
      dropImages(removed.map((row) => row.imageUrl));
      return { updated: 0, deleted: removed.length };
    },

    /** The list must name every category once; the first is shown first. */
    async reorder(categoryIds: number[], audit: ChangeAudit): Promise<AdminCategoriesResponse['categories']> {
      await db.transaction().execute(async (trx) => {
        const current = await repository.list(trx);
        const same =
          new Set(categoryIds).size === categoryIds.length &&
          current.length === categoryIds.length &&
          current.every((category) => categoryIds.includes(category.id));
        if (!same) {
          const message = 'List every category once';
          throw AppError.validation(message, { categoryIds: message });
        }
        for (const [displayOrder, id] of categoryIds.entries()) {
          if (current.find((category) => category.id === id)?.displayOrder !== displayOrder) {
            await repository.setDisplayOrder(trx, id, displayOrder);
          }
        }
        await audit.record(trx);
      });
      return (await repository.list(db)).map(toCategory);
    },

    /** Replaces the category's picture; the old files go once the new URL is saved. */
    async setImage(id: number, file: Buffer, audit: ChangeAudit): Promise<AdminCategory> {
      const previous = await repository.imageUrlOf(db, id);
      if (previous === undefined) throw AppError.notFound('No such category');
      const stored = await library.save(file);
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repository.update(trx, id, { imageUrl: imageUrl(stored) }))) {
            throw AppError.notFound('No such category');
          }
          await audit.record(trx);
        });
      } catch (error) {
        dropImages([imageUrl(stored)]);
        throw error;
      }
      dropImages([previous]);
      return toCategory(await detail(id));
    },

    async removeImage(id: number, audit: ChangeAudit): Promise<AdminCategory> {
      const previous = await repository.imageUrlOf(db, id);
      if (previous === undefined) throw AppError.notFound('No such category');
      await db.transaction().execute(async (trx) => {
        await repository.update(trx, id, { imageUrl: null });
        await audit.record(trx);
      });
      dropImages([previous]);
      return toCategory(await detail(id));
    },
  };
}

export type AdminCategoryService = ReturnType<typeof createAdminCategoryService>;
