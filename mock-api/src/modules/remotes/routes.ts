import { Router } from 'express';
import type { Config } from '../../config';
import { revalidateAlways } from '../../http/cache-control';
import { allowAnyOrigin } from '../../http/cross-origin';
import { buildRemotesConfig } from './remotes-config';

/** Tells the shell where each remote lives, so one build runs against any deployment. */
export function remotesConfigRouter(config: Pick<Config, 'remoteBaseUrls' | 'errorReports'>): Router {
  const body = buildRemotesConfig(config);
  const router = Router();
  router.get('/config/remotes.json', allowAnyOrigin, revalidateAlways, (_req, res) => {
    res.json(body);
  });
  return router;
}
