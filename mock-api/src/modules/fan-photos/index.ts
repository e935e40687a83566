import { FAN_PHOTO_LIMITS } from '@ps/shared/social';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createImageLibrary, createMediaStorage } from '../media';
import { createFanPhotoRepository } from './repository';
import { createFanPhotoService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createFanPhotos = ({ db, config }: { db: DatabaseHandle; config: Config }) =>
  createFanPhotoService(
    createFanPhotoRepository(db.kysely),
    createImageLibrary(createMediaStorage(config), { fullPx: FAN_PHOTO_LIMITS.maxPixels }),
    config.publicUrl,
  );

export { addFanPhotoAdminRoutes, fanPhotosRouter } from './routes';
export type { FanPhotoService } from './service';
