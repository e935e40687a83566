import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { isKnownTrackId } from './preview-catalog';
import { PREVIEW_SAMPLE_RATE, synthesizePreview } from './synthesize-preview';
import { encodeWav } from './wav-file';

export interface PreviewFile {
  body: Buffer;
  /** Strong, from the bytes: a range request may only combine parts of the same file. */
  etag: string;
}

export interface AudioService {
  getPreview(trackId: string): PreviewFile;
}

/** Renders each preview once (about half a second of work) and keeps it; the set of tracks is small and fixed. */
export function createAudioService(): AudioService {
  const cache = new Map<string, PreviewFile>();
  return {
    getPreview(trackId) {
      const cached = cache.get(trackId);
      if (cached) return cached;
      if (!isKnownTrackId(trackId)) throw AppError.notFound(`No audio preview for track "${trackId}"`);
      const body = encodeWav(synthesizePreview(trackId), PREVIEW_SAMPLE_RATE);
      const preview = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      cache.set(trackId, preview);
      return preview;
    },
  };
}
