import { Router } from 'express';
import { shareRequestSchema, socialPostsQuerySchema, viralMomentsQuerySchema } from '@ps/shared/social';
import { noStore } from '../../http/cache-control';
import { parseBody, parseQuery } from '../../http/validate';
import type { SocialService } from './service';

/** GET feeds of the social hub and POST /share, which records a share and says how to finish it. */
export function socialRouter(service: SocialService): Router {
  const router = Router();
  router.use(noStore);
  router.get('/posts', async (req, res) => {
    res.json(await service.posts(parseQuery(socialPostsQuerySchema, req).filter));
  });
  router.get('/viral-moments', async (req, res) => {
    res.json(await service.viralMoments(parseQuery(viralMomentsQuerySchema, req).sort));
  });
  router.get('/overview', async (_req, res) => {
    res.json(await service.overview());
  });
  router.get('/shareable-content', async (_req, res) => {
    res.json(await service.shareableContent());
  });
  router.post('/share', async (req, res) => {
    res.json(await service.share(parseBody(shareRequestSchema, req)));
  });
  return router;
}
