import path from 'node:path';
import type { Config } from '../../config';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

/** The bucket when S3_BUCKET is set, else DATA_DIR/media on this machine. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3Media'>): MediaStorage {
  return config.s3Media
    ? createS3MediaStorage(config.s3Media)
    : createLocalMediaStorage(path.join(config.dataDir, 'media'));
}

export { createImageLibrary, imageUrl, storedImageOf, type ImageLibrary, type StoredImage } from './image-library';
export { imageUpload, uploadedFiles, type ImageUploadLimits } from './image-upload';
export { imageSizes, storedFormats, type ImageSize, type StoredFormat } from './media-names';
export type { MediaObject, MediaStorage } from './media-storage';
export { mediaRouter } from './routes';
