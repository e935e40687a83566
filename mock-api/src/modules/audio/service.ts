import { createHash } from 'node:crypto';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../platform/media';
import { createReleases, hasSketch, sketchTrackIds } from '../releases';
import { findPreviewUpload } from './repository';
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
  /** The staff's uploaded preview when there is one, else a seeded album's sketch; 404 for a track with neither. */
  getPreview(trackId: string): Promise<PreviewFile>;
  /** Encodes every seeded album track's sketch one after another, so no fan's first play waits for it; never throws. */
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
  const releases = createReleases(db);

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
      for (const trackId of sketchTrackIds()) {
        ready += await sketch(trackId).then(
          () => 1,
          () => 0,
        );
      }
      return ready;
    },

    async getPreview(trackId) {
      const none = AppError.notFound(`No audio preview for track "${trackId}"`);
      // A row left by a track removed meanwhile (an upload racing the release's edit) plays nothing either.
      if (!(await releases.hasTrack(trackId))) throw none;
      const upload = await findPreviewUpload(db, trackId);
      const fallback = () => {
        if (!hasSketch(trackId)) throw none;
        return sketch(trackId);
      };
      if (!upload) return fallback();
      const cached = uploads.get(upload.mediaKey);
      if (cached) return cached;
      const stored = await storage.get(upload.mediaKey);
      if (!stored) return fallback();
      const preview = fileOf(stored.bytes, upload.contentType);
      uploads.set(upload.mediaKey, preview);
      return preview;
    },
  };
}
