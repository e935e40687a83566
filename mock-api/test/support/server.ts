import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/wiring/app';
import type { AppDependencies } from '../../src/wiring/dependencies';
import { startBackgroundWork } from '../../src/background-work';
import type { AdminRoute } from '../../src/platform/admin/admin-route-table';
import { parseConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import { createMailer, outboxDirOf, type Mailer } from '../../src/platform/mail/mailer';
import { createPaymentProvider } from '../../src/modules/payments/create-payment-provider';
import { settingsQueries } from '../../src/modules/settings/settings-repository';
import { seedSettings } from '../../src/modules/settings/settings-record';
import { createTestDataDir } from './data-dir';

export type TestServerOverrides = Partial<Pick<AppDependencies, 'payments' | 'clock' | 'logger'>> & {
  mailer?: Mailer;
  /** false: no mail dispatcher or expiry sweep, so a test can drive its own and see the outbox as a crash leaves it. */
  backgroundWork?: false;
  /** false: no settings row written before start, for a database that cannot be reached. */
  seedSettings?: false;
  /**
   * The data folder whose outbox this server's mail lands in (its own by default). Any
   * server's dispatcher may claim a message another one queued, as replicas do, so the
   * servers of one suite share one outbox.
   */
  mailDataDir?: string;
};

/** Every API test's clients share one address; the per-client limits have their own tests. */
const TEST_PER_CLIENT_LIMITS = {
  CHECKOUT_SESSIONS_PER_MINUTE: '10000',
  CART_CREATIONS_PER_MINUTE: '10000',
  SEARCH_SUGGESTIONS_PER_MINUTE: '10000',
};

export interface TestServer {
  baseUrl: string;
  /** Where this server's data lives: uploads, and the mail outbox unless it shares another. */
  dataDir: string;
  /** Where this server's mailer writes each message as an .eml file. */
  outboxDir: string;
  /** Every guarded /api/admin route of this app, with its permission. */
  adminRoutes: AdminRoute[];
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port, configured from a test environment plus overrides.
 * Each server gets its own DATA_DIR, named `.data` as the default one is.
 * `overrides` swap in another mailer, payment provider or logger (a slow one, a counting one, one a test reads).
 */
export async function startTestServer(
  db: DatabaseHandle,
  env: Record<string, string> = {},
  overrides: TestServerOverrides = {},
): Promise<TestServer> {
  const data = await createTestDataDir('ps-api-test-');
  const { dataDir } = data;
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...TEST_PER_CLIENT_LIMITS,
    ...env,
  });
  const logger = overrides.logger ?? createLogger(config);
  const payments = overrides.payments ?? createPaymentProvider(config);
  const mailConfig = { ...config, dataDir: overrides.mailDataDir ?? dataDir };
  const mailer = overrides.mailer ?? createMailer(mailConfig, logger);
  // As a start does: the settings row from the environment, unless one is stored already.
  if (overrides.seedSettings !== false) await settingsQueries.seed(db.kysely, seedSettings(config.support));
  const app = createApp({ db, config, logger, payments, clock: overrides.clock });
  const background =
    overrides.backgroundWork === false
      ? undefined
      : await startBackgroundWork({ db, config, logger, payments, mailer });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: outboxDirOf(mailConfig),
    adminRoutes: app.locals.adminRoutes as AdminRoute[],
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      // Mail goes out after responses; let it land before the folder goes.
      await background?.stop(5_000);
      await data.remove();
    },
  };
}
