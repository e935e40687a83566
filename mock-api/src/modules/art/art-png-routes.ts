import { Router } from 'express';
import { z } from 'zod';
import { artCaching } from '../../http/cache-control';
import { parseParams, parseQuery } from '../../http/validate';
import { renderArtPng } from './art-png';
import { artKinds } from './render-art';
import { silhouettes } from './silhouettes';

const pngParamsSchema = z.object({
  kind: z.enum(artKinds),
  name: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'),
});

export const pngQuerySchema = z.object({ silhouette: z.enum(silhouettes).optional() });

/** GET /api/art/{kind}/{name}.png: the same drawing as the .svg, for link previews and apps that take no SVG. */
export function artPngRouter(): Router {
  const router = Router();
  router.get('/:kind/:name.png', artCaching, async (req, res) => {
    const { kind, name } = parseParams(pngParamsSchema, req);
    const { silhouette } = parseQuery(pngQuerySchema, req);
    res.type('image/png').send(await renderArtPng({ kind, name, silhouette }));
  });
  return router;
}
