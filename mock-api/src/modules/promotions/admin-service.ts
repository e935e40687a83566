import type { Promotion, promotionBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import { bumpFormVersion } from '../../platform/form-version/form-version-repository';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { createdTarget, type ChangeAudit } from '../../platform/audit/change-audit';
import { promotionQueries, type PromotionRecord } from './repository';
import { toPromotion, toPromotionValues } from './to-promotion';

type ParsedBody = z.output<typeof promotionBodySchema>;

const notFound = () => AppError.notFound('Promotion not found');
const codeTaken = (code: string) =>
  new AppError(409, 'CONFLICT', `A promotion with the code ${code} already exists`, {
    fields: { code: 'This code is already taken' },
  });

/** Postgres' unique_violation: two staff saving the same code at once. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export function createPromotionAdminService(db: Db) {
  async function assertTargetsExist(body: ParsedBody): Promise<void> {
    const fields: Record<string, string> = {};
    const products = await promotionQueries.missingIds(db, 'products', body.productIds);
    const categories = await promotionQueries.missingIds(db, 'categories', body.categoryIds);
    if (products.length > 0) fields.productIds = `No product with id ${products.join(', ')}`;
    if (categories.length > 0) fields.categoryIds = `No category with id ${categories.join(', ')}`;
    if (Object.keys(fields).length > 0) throw AppError.validation('Some products or categories do not exist', fields);
  }

  /** The write and its audit row commit together; a created code's row names its new id. */
  async function saved(
    write: (trx: Db) => Promise<PromotionRecord | undefined>,
    code: string,
    audit: ChangeAudit,
    created = false,
  ): Promise<Promotion> {
    try {
      const record = await db.transaction().execute(async (trx) => {
        const row = await write(trx);
        if (!row) throw notFound();
        await audit.record(trx, created ? { target: createdTarget(row.id) } : {});
        return row;
      });
      return toPromotion(record);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(code);
      throw error;
    }
  }

  return {
    async list(page: { limit: number; offset: number }) {
      const now = new Date();
      const { rows, total } = await promotionQueries.page(db, page);
      const promotions: Promotion[] = rows.map((record) => toPromotion(record, now));
      return { promotions, pagination: { total, hasMore: page.offset + rows.length < total } };
    },

    async detail(id: number): Promise<Promotion> {
      const record = await promotionQueries.findById(db, id);
      if (!record) throw notFound();
      return toPromotion(record);
    },

    async create(body: ParsedBody, audit: ChangeAudit): Promise<Promotion> {
      await assertTargetsExist(body);
      const values = toPromotionValues(body, new Date());
      return saved((trx) => promotionQueries.insert(trx, values), body.code, audit, true);
    },

    /** The start stays as it was unless the form sends one. */
    async update(id: number, body: ParsedBody, audit: ChangeAudit): Promise<Promotion> {
      const current = await promotionQueries.findById(db, id);
      if (!current) throw notFound();
      await assertTargetsExist(body);
      const values = toPromotionValues(body, current.startsAt);
      if (values.endsAt && values.endsAt <= (values.startsAt ?? current.startsAt)) {
        throw AppError.validation('The end must be after the start', { endsAt: 'The end must be after the start' });
      }
      return saved(
        async (trx) => {
          await bumpFormVersion(trx, { table: 'promotions', id, what: 'This promotion' }, body.expectedVersion);
          return promotionQueries.update(trx, id, values);
        },
        body.code,
        audit,
      );
    },

    /** Codes are never deleted: orders name them. A deactivated code stops applying at once. */
    async deactivate(id: number, audit: ChangeAudit): Promise<Promotion> {
      return saved(
        async (trx) => {
          // The form edits `active` too: an open form must not switch the code back on unawares.
          await bumpFormVersion(trx, { table: 'promotions', id, what: 'This promotion' }, undefined);
          return promotionQueries.update(trx, id, { active: false });
        },
        '',
        audit,
      );
    },
  };
}

export type PromotionAdminService = ReturnType<typeof createPromotionAdminService>;
