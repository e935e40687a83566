import { Router } from 'express';
import { Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { databaseRegistry, type ReadOutboxDepth } from './database-metrics';
import { metricsAccessCheck } from './metrics-access';
import { processRegistry } from './process-metrics';

interface MetricsDependencies {
  config: Pick<Config, 'metrics'>;
  db: Pick<DatabaseHandle, 'poolUse'>;
  readOutboxDepth: ReadOutboxDepth;
  logger: Logger;
}

/**
 * GET /metrics in Prometheus's text format, for a scraper with the token or on a listed address
 * (decision 054). Unconfigured, the route does not exist: 404 like any unknown path.
 */
export function metricsRouter({ config, db, readOutboxDepth, logger }: MetricsDependencies): Router {
  const router = Router();
  const access = config.metrics;
  if (!access) {
    // Answered here, or the page fallback would send the shell's page for it.
    router.get('/metrics', () => {
      throw AppError.notFound();
    });
    return router;
  }
  const mayRead = metricsAccessCheck(access);
  const registry = Registry.merge([processRegistry, databaseRegistry(db, readOutboxDepth, logger)]);
  router.get('/metrics', async (req, res) => {
    if (!mayRead(req)) {
      if (!access.token) throw new AppError(403, 'FORBIDDEN', 'Metrics are read from listed addresses only');
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED', 'Metrics need the bearer token');
    }
    res.set('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
