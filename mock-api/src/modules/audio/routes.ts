import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseParams } from '../../http/validate';
import { parseByteRange } from './byte-range';
import type { AudioService } from './service';

const previewParamsSchema = z.object({
  trackId: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a track id such as my-space-01'),
});

// Staff may replace a preview under the same URL: browsers keep it but ask again (the ETag makes that cheap).
const PREVIEW_CACHING = 'public, no-cache, no-transform';

/** GET /api/audio/previews/{trackId}: a track's preview (MP3 or Ogg) that players can seek with Range requests. */
export function audioRouter(service: AudioService): Router {
  const router = Router();
  router.get('/previews/:trackId', async (req, res) => {
    const { trackId } = parseParams(previewParamsSchema, req);
    const { body, etag, contentType } = await service.getPreview(trackId);
    const size = body.length;
    // A range of a different version than the client holds would corrupt it: If-Range falls back to the whole file.
    const ifRange = req.get('If-Range');
    const rangeHeader = ifRange === undefined || ifRange === etag ? req.get('Range') : undefined;
    const request = parseByteRange(rangeHeader, size);
    if (request.kind === 'unsatisfiable') {
      res.set('Content-Range', `bytes */${size}`);
      throw new AppError(
        416,
        'RANGE_NOT_SATISFIABLE',
        `The range "${rangeHeader}" is outside the ${size} bytes of this preview`,
      );
    }

    res.set({ 'Accept-Ranges': 'bytes', ETag: etag, 'Cache-Control': PREVIEW_CACHING, 'Content-Type': contentType });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (request.kind === 'whole') {
      res.set('Content-Length', String(size)).end(body);
      return;
    }
    const { start, end } = request.range;
    res
      .status(206)
      .set({ 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) })
      .end(body.subarray(start, end + 1));
  });
  return router;
}
