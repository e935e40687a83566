import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { startBackgroundWork } from './background-work';
import { loadConfig } from './config';
import { databaseTargetFromConfig, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { createMailer } from './modules/mail/mailer';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import { startSignInMaintenance } from './modules/sessions/sign-in-maintenance';
import { ensureFirstAdmin } from './modules/staff/first-admin';
import { staffServiceFor } from './modules/staff/staff-service-for';
import { seedIfEmpty } from './seed/seed';

/** Long enough for in-flight requests to finish, short enough for an orchestrator's patience. */
const FORCED_EXIT_AFTER_MS = 8_000;
/** Mail still being sent at shutdown gets this long; anything unfinished is sent again by a later dispatcher. */
const BACKGROUND_WORK_DEADLINE_MS = 5_000;

const config = loadConfig();
const logger = createLogger(config);
const bootStartedAt = performance.now();

const database = await openDatabase(databaseTargetFromConfig(config), logger);
await migrateToLatest(database.kysely, logger);
await seedIfEmpty(database.kysely, logger);
await ensureFirstAdmin(staffServiceFor(database.kysely, config), config.firstAdmin, logger);
const stopSignInMaintenance = startSignInMaintenance(database.kysely, logger);

const payments = createPaymentProvider(config);
const app = createApp({ db: database, config, logger, payments });
const background = await startBackgroundWork({
  db: database,
  config,
  logger,
  payments,
  mailer: createMailer(config, logger),
});
const server = app.listen(config.port, config.host, (error?: Error) => {
  if (error) {
    logger.fatal({ err: error }, 'could not listen');
    void database.close().finally(() => process.exit(1));
    return;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    { database: database.driver, bootMs: Math.round(performance.now() - bootStartedAt) },
    `Panic Squad API listening on http://${host}:${port}`,
  );
});

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  logger.info({ signal }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown took too long; forcing exit');
    process.exit(1);
  }, FORCED_EXIT_AFTER_MS).unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  stopSignInMaintenance();
  await background.stop(BACKGROUND_WORK_DEADLINE_MS);
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

// `once`: a second Ctrl-C falls through to Node's default and stops at once.
process.once('SIGTERM', (signal) => void shutDown(signal));
process.once('SIGINT', (signal) => void shutDown(signal));
