import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type PrepareMedia } from './wiring/app';
import { startBackgroundWork, type BackgroundWork } from './background-work';
import { loadConfig } from './config';
import { prepareMedia } from './prepare-media';
import { databaseTargetFromConfig, openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { capConnections, serverOptions } from './http/connection-limits';
import { createDrain } from './http/drain';
import { startingUp } from './http/starting-up';
import { createLogger } from './logger';
import { warmFirstScreens, type FirstScreens } from './platform/first-screen';
import { createMailer } from './platform/mail/mailer';
import { createPaymentProvider } from './modules/payments';
import { startSignInMaintenance } from './platform/sessions/sign-in-maintenance';
import { ensureFirstAdmin, staffServiceFor } from './modules/staff';
import { seedIfEmpty } from './seed/seed';
import { seedSettings, settingsQueries } from './modules/settings';
import { startupWarnings } from './startup-warnings';

/** Long enough for in-flight requests to finish, short enough for an orchestrator's patience. */
const FORCED_EXIT_AFTER_MS = 8_000;
/** Mail still being sent at shutdown gets this long; anything unfinished is sent again by a later dispatcher. */
const BACKGROUND_WORK_DEADLINE_MS = 5_000;
/**
 * One Ctrl-C reaches the server twice under `npm start` (from the terminal and forwarded by npm);
 * only a stop signal this long after the first means "stop now, skip the clean shutdown".
 */
const SAME_STOP_WITHIN_MS = 1_000;

const config = loadConfig();
const logger = createLogger(config);
const bootStartedAt = performance.now();
const payments = createPaymentProvider(config);
for (const warning of startupWarnings(config)) logger.warn(warning);

// The port first: a start that cannot listen (EADDRINUSE) must never open, lock or migrate the data.
const server = createServer(serverOptions(config.limits.connections));
capConnections(server, config.limits.connections);
const drain = createDrain(server);
let answer: RequestListener = startingUp;
server.on(
  'request',
  drain.listener((req, res) => answer(req, res)),
);
await new Promise<void>((resolve) => {
  server.once('error', (error) => {
    logger.fatal({ err: error }, 'could not listen');
    process.exit(1);
  });
  server.listen(config.port, config.host, resolve);
});

interface Running {
  database: DatabaseHandle;
  background: BackgroundWork;
  stopSignInMaintenance: () => void;
}

async function openAndStart(): Promise<Running> {
  const database = await openDatabase(databaseTargetFromConfig(config), logger);
  try {
    await migrateToLatest(database.kysely, logger);
    await seedIfEmpty(database.kysely, logger);
    await settingsQueries.seed(database.kysely, seedSettings(config.support));
    await ensureFirstAdmin(staffServiceFor(database.kysely, config), config.firstAdmin, logger);
    const mailer = createMailer(config, logger);
    const background = await startBackgroundWork({ db: database, config, logger, payments, mailer });
    return { database, background, stopSignInMaintenance: startSignInMaintenance(database.kysely, logger) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

const starting = openAndStart();
let stopping = false;
let firstStopAt = 0;
// From here on a stop is clean: it waits for the database to finish opening, then closes it.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onStopSignal);

function onStopSignal(signal: NodeJS.Signals): void {
  if (!stopping) {
    firstStopAt = Date.now();
    void shutDown(signal);
  } else if (Date.now() - firstStopAt > SAME_STOP_WITHIN_MS) {
    logger.warn({ signal }, 'stopping at once, without a clean shutdown');
    process.exit(1);
  }
}

let running: Running;
try {
  running = await starting;
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'could not open the database');
  process.exit(1);
}
// A stop that came while the database opened is already closing everything.
if (!stopping) serve(running.database);

/** This server as it can call itself: a wildcard address answers on loopback. */
function ownOrigin({ address, port }: AddressInfo): string {
  const own = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${own.includes(':') ? `[${own}]` : own}:${port}`;
}

function serve(db: DatabaseHandle): void {
  const app = createApp({ db, config, logger, payments });
  answer = app as RequestListener;
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    { database: db.driver, bootMs: Math.round(performance.now() - bootStartedAt) },
    `Panic Squad API listening on http://${host}:${port}`,
  );
  // The busiest pages first, then the previews and the free EP (on the encoder's worker thread).
  void warmFirstScreens(
    app.locals.firstScreens as FirstScreens,
    ownOrigin(server.address() as AddressInfo),
    logger,
  ).then(() =>
    config.prepareMediaAtStart ? prepareMedia(app.locals.prepareMedia as PrepareMedia, logger) : undefined,
  );
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown took too long; forcing exit');
    process.exit(1);
  }, FORCED_EXIT_AFTER_MS).unref();
  await drain.drain();
  const started = await starting.catch(() => undefined);
  started?.stopSignInMaintenance();
  await started?.background.stop(BACKGROUND_WORK_DEADLINE_MS);
  await started?.database.close();
  logger.info('stopped');
  process.exit(0);
}
