import { Router } from 'express';
import type { LivenessResponse } from '@ps/shared/schemas';
import { noStore } from '../../http/cache-control';
import type { HealthService } from './service';

export function healthRouter(service: HealthService): Router {
  const router = Router();
  router.get('/', noStore, async (_req, res) => {
    res.json(await service.check());
  });
  // Touches nothing: a process that answers is alive, whatever its database is doing.
  router.get('/live', noStore, (_req, res) => {
    res.json({ status: 'live' } satisfies LivenessResponse);
  });
  router.get('/ready', noStore, async (_req, res) => {
    res.json(await service.ready());
  });
  return router;
}
