import type { AdminTrackPreview } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { auditedTransaction, type ChangeAudit } from '../../platform/audit/change-audit';
import type { MediaStorage } from '../../platform/media';
import { newMediaId } from '../../platform/media/media-names';
import { createReleases, hasSketch } from '../releases';
import {
  allPreviewUploads,
  deletePreviewUpload,
  lockPreviewUploadKey,
  notifyLandingChanged,
  savePreviewUpload,
} from './repository';
import { checkPreviewUpload } from './preview-upload';

const previewUrlOf = (trackId: string) => `/api/audio/previews/${trackId}`;

/**
 * Staff give any track of any release their own MP3 or Ogg preview, or take it away again: a seeded
 * album's track then plays its generated sketch, another track nothing.
 */
export function createPreviewAdmin(db: Db, storage: MediaStorage) {
  const releases = createReleases(db);

  async function knownTrack(trackId: string): Promise<void> {
    if (!(await releases.hasTrack(trackId))) throw AppError.notFound(`No track "${trackId}"`);
  }

  async function list(): Promise<AdminTrackPreview[]> {
    const [tracks, rows] = await Promise.all([releases.tracks(), allPreviewUploads(db)]);
    const uploads = new Map(rows.map((row) => [row.trackId, row]));
    return tracks.map(({ trackId, release, number, title }) => {
      const upload = uploads.get(trackId);
      const sketch = hasSketch(trackId);
      return {
        trackId,
        release,
        number,
        title,
        source: upload ? 'upload' : sketch ? 'sketch' : 'none',
        hasSketch: sketch,
        contentType: upload?.contentType ?? null,
        durationMs: upload?.durationMs ?? null,
        uploadedAt: upload?.uploadedAt.toISOString() ?? null,
        previewUrl: upload || sketch ? previewUrlOf(trackId) : null,
      };
    });
  }

  const one = async (trackId: string) => (await list()).find((track) => track.trackId === trackId)!;

  return {
    list,

    /** Stored first, then recorded; the file it replaces is removed once nothing points at it. */
    async replace(trackId: string, bytes: Buffer, staffId: number, audit: ChangeAudit): Promise<AdminTrackPreview> {
      await knownTrack(trackId);
      const checked = await checkPreviewUpload(bytes);
      const mediaKey = `${newMediaId()}-preview.${checked.extension}`;
      await storage.put(mediaKey, { bytes, contentType: checked.contentType });
      const previous = await auditedTransaction(db, audit, async (trx) => {
        const old = await lockPreviewUploadKey(trx, trackId);
        await savePreviewUpload(trx, trackId, {
          mediaKey,
          contentType: checked.contentType,
          durationMs: checked.durationMs,
          byteSize: bytes.length,
          uploadedBy: staffId,
          uploadedAt: new Date(),
        });
        await notifyLandingChanged(trx);
        return old?.mediaKey;
      }).catch(async (error: unknown) => {
        // Nothing points at the new file: it goes, and the refusal stands.
        await storage.remove(mediaKey).catch(() => undefined);
        throw error;
      });
      if (previous) await storage.remove(previous);
      return one(trackId);
    },

    /** Removes the upload: the track goes back to its sketch, or to no preview. */
    async removeUpload(trackId: string, audit: ChangeAudit): Promise<AdminTrackPreview> {
      await knownTrack(trackId);
      const removed = await auditedTransaction(db, audit, async (trx) => {
        await notifyLandingChanged(trx);
        return deletePreviewUpload(trx, trackId);
      });
      if (removed) await storage.remove(removed.mediaKey);
      return one(trackId);
    },
  };
}

export type PreviewAdmin = ReturnType<typeof createPreviewAdmin>;
