import { createHash } from 'node:crypto';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../media';
import { catalogTracks, isKnownTrackId } from './preview-catalog';
import type { EncodeSketch } from './sketch-encoder';

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
  /** Encodes every track's sketch one after another, so no fan's first play waits for it; never throws. */
  prepareSketches(): Promise<number>;
}

const fileOf = (body: Buffer, contentType: string): PreviewFile => ({
  body,
  contentType,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

/**
 * Sketches are encoded once (about two seconds of work each, off the request thread) and kept;
 * uploads are kept by their storage key, which a new upload never reuses, so every process can
 * cache them without going stale.
 */
export function createAudioService(db: Db, storage: MediaStorage, encodeSketch: EncodeSketch): AudioService {
  const sketches = new Map<string, Promise<PreviewFile>>();
  const uploads = new Map<string, PreviewFile>();

  function sketch(trackId: string): Promise<PreviewFile> {
    const cached = sketches.get(trackId);
    if (cached) return cached;
    const preview = encodeSketch(trackId, SKETCH_KBPS).then((bytes) => fileOf(bytes, 'audio/mpeg'));
    sketches.set(trackId, preview);
    preview.catch(() => sketches.delete(trackId));
    return preview;
  }

  return {
    async prepareSketches() {
      let ready = 0;
      // One at a time: a fan's request posted meanwhile is the worker's next job, not the 23rd.
      for (const { trackId } of catalogTracks()) {
        ready += await sketch(trackId).then(
          () => 1,
          () => 0,
        );
      }
      return ready;
    },

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
