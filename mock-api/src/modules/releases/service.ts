import type { AdminRelease, AdminReleasesResponse, Release, releaseBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { createdTarget, withAuditRow, type ChangeAudit } from '../audit/change-audit';
import type { ReleaseRepository } from './repository';
import { toAdminRelease, toRelease, toReleaseValues } from './to-release';

type ReleaseInput = z.output<typeof releaseBodySchema>;

const NOT_FOUND = 'No release with this id';

/** The band's releases: fans read them all, newest first; staff add, edit and delete them. */
export function createReleaseService(repository: ReleaseRepository) {
  const refuseTakenSlug = async (slug: string, exceptId: number | null, trx: Db) => {
    if (await repository.slugTaken(slug, exceptId, trx)) {
      throw new AppError(409, 'SLUG_TAKEN', `Another release already uses the slug "${slug}"`, {
        fields: { slug: 'is taken by another release' },
      });
    }
  };

  return {
    all: async (): Promise<Release[]> => (await repository.all()).map(toRelease),

    async listForStaff(query: { limit: number; offset: number }): Promise<AdminReleasesResponse> {
      const { total, rows } = await repository.page(query);
      return {
        releases: rows.map(toAdminRelease),
        pagination: { total, hasMore: query.offset + rows.length < total },
      };
    },

    /** The write and the request's audit row commit together. */
    async create(body: ReleaseInput, audit: ChangeAudit): Promise<AdminRelease> {
      const row = await repository.transaction(async (trx) => {
        await refuseTakenSlug(body.slug, null, trx);
        const created = await repository.create(toReleaseValues(body), trx);
        await audit.record(trx, { target: createdTarget(created.id) });
        return created;
      });
      return toAdminRelease(row);
    },

    async update(id: number, body: ReleaseInput, audit: ChangeAudit): Promise<AdminRelease> {
      const row = await repository.transaction(
        withAuditRow(audit, async (trx) => {
          await refuseTakenSlug(body.slug, id, trx);
          const changed = await repository.update(id, toReleaseValues(body), trx);
          if (!changed) throw AppError.notFound(NOT_FOUND);
          return changed;
        }),
      );
      return toAdminRelease(row);
    },

    async remove(id: number, audit: ChangeAudit): Promise<void> {
      await repository.transaction(
        withAuditRow(audit, async (trx) => {
          if (!(await repository.delete(id, trx))) throw AppError.notFound(NOT_FOUND);
        }),
      );
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
