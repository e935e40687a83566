import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { PREVIEW_MAX_SECONDS } from '@ps/shared/console-schemas';
import { AppError } from '../../http/app-error';

export interface CheckedPreview {
  contentType: 'audio/mpeg' | 'audio/ogg';
  extension: 'mp3' | 'ogg';
  durationMs: number;
}

const ACCEPTED = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  // file-type names Ogg Opus files by their codec; browsers play them as audio/ogg.
  'audio/opus': 'ogg',
} as const;

const isAccepted = (mime: string): mime is keyof typeof ACCEPTED => mime in ACCEPTED;

/**
 * What an uploaded preview really is, from its bytes (the file name and Content-Type are the
 * client's word): MP3 or Ogg, readable, and at most PREVIEW_MAX_SECONDS long.
 */
export async function checkPreviewUpload(bytes: Buffer): Promise<CheckedPreview> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not an MP3 or Ogg audio file');
  }
  const extension = ACCEPTED[detected.mime];
  const contentType = extension === 'mp3' ? 'audio/mpeg' : 'audio/ogg';
  const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true }).catch(
    (error: unknown) => {
      throw new AppError(422, 'UNREADABLE_AUDIO', 'This audio file cannot be read; it may be damaged', {
        cause: error,
      });
    },
  );
  const seconds = format.duration;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw new AppError(422, 'UNREADABLE_AUDIO', 'The length of this audio file cannot be read; it may be damaged');
  }
  if (seconds > PREVIEW_MAX_SECONDS) {
    throw AppError.validation(
      `This preview is ${seconds.toFixed(1)} seconds long; a preview may be at most ${PREVIEW_MAX_SECONDS} seconds`,
      { file: `At most ${PREVIEW_MAX_SECONDS} seconds` },
    );
  }
  return { contentType, extension, durationMs: Math.round(seconds * 1000) };
}
