import type { AdminRelease, AdminReleasesResponse, Release, releaseBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { createdTarget, withAuditRow, type ChangeAudit } from '../../platform/audit/change-audit';
import { hasSketch, parseTrackId, trackIdOf } from './preview-catalog';
import {
  allReleases,
  deleteRelease,
  insertRelease,
  pruneOrphanPreviews,
  releaseSlugTaken,
  releasesPage,
  releaseTrackCount,
  updateRelease,
  uploadedPreviewIds,
} from './repository';
import { toAdminRelease, toRelease, toReleaseValues, type PreviewOf } from './to-release';

type ReleaseInput = z.output<typeof releaseBodySchema>;

const NOT_FOUND = 'No release with this id';

export interface ReleaseTrackRef {
  trackId: string;
  /** The release's slug. */
  release: string;
  number: number;
  title: string;
}

/** The band's releases: fans read them all, newest first; staff add, edit and delete them. */
export function createReleaseService(db: Db) {
  const refuseTakenSlug = async (slug: string, exceptId: number | null, trx: Db) => {
    if (await releaseSlugTaken(trx, slug, exceptId)) {
      throw new AppError(409, 'SLUG_TAKEN', `Another release already uses the slug "${slug}"`, {
        fields: { slug: 'is taken by another release' },
      });
    }
  };

  const previewCheck = async (): Promise<PreviewOf> => {
    const uploaded = await uploadedPreviewIds(db);
    return (trackId) => (uploaded.has(trackId) ? 'upload' : hasSketch(trackId) ? 'sketch' : null);
  };

  return {
    async all(): Promise<Release[]> {
      const [rows, previewOf] = await Promise.all([allReleases(db), previewCheck()]);
      return rows.map((row) => toRelease(row, previewOf));
    },

    async listForStaff(query: { limit: number; offset: number }): Promise<AdminReleasesResponse> {
      const [{ total, rows }, previewOf] = await Promise.all([releasesPage(db, query), previewCheck()]);
      return {
        releases: rows.map((row) => toAdminRelease(row, previewOf)),
        pagination: { total, hasMore: query.offset + rows.length < total },
      };
    },

    /** Every release's tracks, newest release first, with the `<slug>-<nn>` ids their previews go by. */
    async tracks(): Promise<ReleaseTrackRef[]> {
      return (await allReleases(db)).flatMap(({ slug, tracks }) =>
        tracks.map((track, index) => ({
          trackId: trackIdOf(slug, index + 1),
          release: slug,
          number: index + 1,
          title: track.title,
        })),
      );
    },

    /** Whether some release has the track now. */
    async hasTrack(trackId: string): Promise<boolean> {
      const parsed = parseTrackId(trackId);
      return parsed !== null && parsed.number >= 1 && parsed.number <= (await releaseTrackCount(db, parsed.slug));
    },

    /** The write and the request's audit row commit together. */
    async create(body: ReleaseInput, audit: ChangeAudit): Promise<AdminRelease> {
      const row = await db.transaction().execute(async (trx) => {
        await refuseTakenSlug(body.slug, null, trx);
        const created = await insertRelease(trx, toReleaseValues(body));
        await audit.record(trx, { target: createdTarget(created.id) });
        return created;
      });
      return toAdminRelease(row, await previewCheck());
    },

    async update(id: number, body: ReleaseInput, audit: ChangeAudit): Promise<AdminRelease> {
      const row = await db.transaction().execute(
        withAuditRow(audit, async (trx) => {
          await refuseTakenSlug(body.slug, id, trx);
          const changed = await updateRelease(trx, id, toReleaseValues(body));
          if (!changed) throw AppError.notFound(NOT_FOUND);
          await pruneOrphanPreviews(trx);
          return changed;
        }),
      );
      return toAdminRelease(row, await previewCheck());
    },

    async remove(id: number, audit: ChangeAudit): Promise<void> {
      await db.transaction().execute(
        withAuditRow(audit, async (trx) => {
          if (!(await deleteRelease(trx, id))) throw AppError.notFound(NOT_FOUND);
          await pruneOrphanPreviews(trx);
        }),
      );
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
