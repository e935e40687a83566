import { createHash } from 'node:crypto';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../media';
import { encodeMp3 } from './mp3-file';
import { isKnownTrackId } from './preview-catalog';
import { PREVIEW_SAMPLE_RATE, synthesizePreview } from './synthesize-preview';

/** Plenty for a 30-second mono sketch; about 240 KB where the WAV was 1.3 MB. */
const SKETCH_KBPS = 64;

export interface PreviewFile {
  body: Buffer;
  /** Strong, from the bytes: a range request may only combine parts of the same file. */
  etag: string;
  contentType: string;
}

export interface AudioService {
  /** The staff's uploaded preview when there is one, else the generated sketch. */
  getPreview(trackId: string): Promise<PreviewFile>;
}

const fileOf = (body: Buffer, contentType: string): PreviewFile => ({
  body,
  contentType,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

/**
 * Sketches are encoded once (about two seconds of work each) and kept; uploads are kept by their
 * storage key, which a new upload never reuses, so every process can cache them without going stale.
 */
export function createAudioService(db: Db, storage: MediaStorage): AudioService {
  const sketches = new Map<string, PreviewFile>();
  const uploads = new Map<string, PreviewFile>();

  function sketch(trackId: string): PreviewFile {
    const cached = sketches.get(trackId);
    if (cached) return cached;
    const preview = fileOf(encodeMp3(synthesizePreview(trackId), PREVIEW_SAMPLE_RATE, SKETCH_KBPS), 'audio/mpeg');
    sketches.set(trackId, preview);
    return preview;
  }

  return {
    async getPreview(trackId) {
      if (!isKnownTrackId(trackId)) throw AppError.notFound(`No audio preview for track "${trackId}"`);
      const upload = await db
        .selectFrom('trackPreviews')
        .select(['mediaKey', 'contentType'])
        .where('trackId', '=', trackId)
        .executeTakeFirst();
      if (!upload) return sketch(trackId);
      const cached = uploads.get(upload.mediaKey);
      if (cached) return cached;
      const stored = await storage.get(upload.mediaKey);
      if (!stored) return sketch(trackId);
      const preview = fileOf(stored.bytes, upload.contentType);
      uploads.set(upload.mediaKey, preview);
      return preview;
    },
  };
}
