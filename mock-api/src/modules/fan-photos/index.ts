import { FAN_PHOTO_LIMITS } from '@ps/shared/social';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createImageLibrary, type MediaStorage } from '../../platform/media';
import { createFanPhotoService } from './service';

export const createFanPhotos = ({ db, config, media }: { db: DatabaseHandle; config: Config; media: MediaStorage }) =>
  createFanPhotoService(db.kysely, createImageLibrary(media, { fullPx: FAN_PHOTO_LIMITS.maxPixels }), config.publicUrl);

export { addFanPhotoAdminRoutes, fanPhotosRouter } from './routes';
export type { FanPhotoService } from './service';
