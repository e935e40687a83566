import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseParams } from '../../http/validate';
import { MEDIA_FILE_PATTERN } from './media-names';
import type { MediaStorage } from './media-storage';

const paramsSchema = z.object({
  file: z.string().regex(MEDIA_FILE_PATTERN, 'must be a stored media file name such as <id>-full.webp'),
});

/** A stored name is never reused for other bytes, so browsers and CDNs may keep a copy for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /api/media/{file}: the cleaned derivatives only; the original upload is never stored. */
export function mediaRouter(storage: MediaStorage): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const { file } = parseParams(paramsSchema, req);
    const stored = await storage.get(file);
    if (!stored) throw AppError.notFound('No such image');
    res.set('Cache-Control', IMMUTABLE).type(stored.contentType).send(stored.bytes);
  });
  return router;
}
