import { Router } from 'express';
import { noStore } from '../../http/cache-control';
import type { HealthService } from './service';

export function healthRouter(service: HealthService): Router {
  const router = Router();
  router.get('/', noStore, async (_req, res) => {
    res.json(await service.check());
  });
  return router;
}
