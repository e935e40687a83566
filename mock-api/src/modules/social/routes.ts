import { Router } from 'express';
import {
  shareMadeRequestSchema,
  shareRequestSchema,
  shareToTikTokRequestSchema,
  socialPostsQuerySchema,
  viralMomentsQuerySchema,
} from '@ps/shared/schemas';
import { noStore } from '../../http/cache-control';
import { parseBody, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { SocialService } from './service';

/** GET feeds of the social hub; POST /share and /share-to-tiktok say how to finish a share, POST /shares counts one made. */
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
  router.post('/share-to-tiktok', async (req, res) => {
    res.json(await service.shareToTikTok(parseBody(shareToTikTokRequestSchema, req)));
  });
  router.post('/shares', async (req, res) => {
    res.json(await service.recordShareMade(parseBody(shareMadeRequestSchema, req)));
  });
  return router;
}

/** GET /api/admin/analytics/shares: share counts for staff, beside the rest of the analytics. */
export function addShareCountRoutes(table: AdminRouteTable, service: SocialService): void {
  table.add({ method: 'get', path: '/analytics/shares', permission: 'orders.view' }, async (_req, res) => {
    res.json(await service.shareCounts());
  });
}
