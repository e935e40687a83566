import type { AdminTrackPreview } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { auditedTransaction, type ChangeAudit } from '../audit/change-audit';
import type { MediaStorage } from '../media';
import { newMediaId } from '../media/media-names';
import { catalogTracks, isKnownTrackId } from './preview-catalog';
import { checkPreviewUpload } from './preview-upload';

const previewUrlOf = (trackId: string) => `/api/audio/previews/${trackId}`;

function knownTrack(trackId: string): void {
  if (!isKnownTrackId(trackId)) throw AppError.notFound(`No track "${trackId}"`);
}

/** Staff replace a track's generated sketch with their own MP3 or Ogg file, or go back to the sketch. */
export function createPreviewAdmin(db: Db, storage: MediaStorage) {
  async function list(): Promise<AdminTrackPreview[]> {
    const uploads = new Map(
      (await db.selectFrom('trackPreviews').selectAll().execute()).map((row) => [row.trackId, row]),
    );
    return catalogTracks().map(({ trackId, release, number }) => {
      const upload = uploads.get(trackId);
      return {
        trackId,
        release,
        number,
        source: upload ? 'upload' : 'sketch',
        contentType: upload?.contentType ?? null,
        durationMs: upload?.durationMs ?? null,
        uploadedAt: upload?.uploadedAt.toISOString() ?? null,
        previewUrl: previewUrlOf(trackId),
      };
    });
  }

  const one = async (trackId: string) => (await list()).find((track) => track.trackId === trackId)!;

  return {
    list,

    /** Stored first, then recorded; the file it replaces is removed once nothing points at it. */
    async replace(trackId: string, bytes: Buffer, staffId: number, audit: ChangeAudit): Promise<AdminTrackPreview> {
      knownTrack(trackId);
      const checked = await checkPreviewUpload(bytes);
      const mediaKey = `${newMediaId()}-preview.${checked.extension}`;
      await storage.put(mediaKey, { bytes, contentType: checked.contentType });
      const previous = await auditedTransaction(db, audit, async (trx) => {
        const old = await trx
          .selectFrom('trackPreviews')
          .select('mediaKey')
          .where('trackId', '=', trackId)
          .forUpdate()
          .executeTakeFirst();
        const row = {
          mediaKey,
          contentType: checked.contentType,
          durationMs: checked.durationMs,
          byteSize: bytes.length,
          uploadedBy: staffId,
          uploadedAt: new Date(),
        };
        await trx
          .insertInto('trackPreviews')
          .values({ trackId, ...row })
          .onConflict((conflict) => conflict.column('trackId').doUpdateSet(row))
          .execute();
        return old?.mediaKey;
      }).catch(async (error: unknown) => {
        // Nothing points at the new file: it goes, and the refusal stands.
        await storage.remove(mediaKey).catch(() => undefined);
        throw error;
      });
      if (previous) await storage.remove(previous);
      return one(trackId);
    },

    async restoreSketch(trackId: string, audit: ChangeAudit): Promise<AdminTrackPreview> {
      knownTrack(trackId);
      const removed = await auditedTransaction(db, audit, (trx) =>
        trx.deleteFrom('trackPreviews').where('trackId', '=', trackId).returning('mediaKey').executeTakeFirst(),
      );
      if (removed) await storage.remove(removed.mediaKey);
      return one(trackId);
    },
  };
}

export type PreviewAdmin = ReturnType<typeof createPreviewAdmin>;
