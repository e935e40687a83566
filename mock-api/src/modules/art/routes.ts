import { Router } from 'express';
import { z } from 'zod';
import { artCaching } from '../../http/cache-control';
import { parseParams, parseQuery } from '../../http/validate';
import { artKinds, renderArt } from './render-art';
import { itemColors } from './item-colors';
import { artViews, silhouettes } from './silhouettes';

const artParamsSchema = z.object({
  kind: z.enum(artKinds),
  file: z
    .string()
    .max(124)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'must be a lowercase slug ending in .svg'),
});

export const artQuerySchema = z.object({
  silhouette: z.enum(silhouettes).optional(),
  color: z.enum(itemColors).optional(),
  view: z.enum(artViews).optional(),
});

/** GET /api/art/{kind}/{name}.svg: generated catalog pictures, so nothing is fetched from the internet. */
export function artRouter(): Router {
  const router = Router();
  router.get('/:kind/:file', artCaching, (req, res) => {
    const { kind, file } = parseParams(artParamsSchema, req);
    const { silhouette, color, view } = parseQuery(artQuerySchema, req);
    res.type('image/svg+xml').send(renderArt({ kind, name: file.slice(0, -'.svg'.length), silhouette, color, view }));
  });
  return router;
}
