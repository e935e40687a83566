import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/tables';
import { createServerDatabase, silentLogger } from '../support/databases';
import { startFakeSmtpServer } from '../support/fake-smtp-server';
import { startFakeStripe } from '../support/fake-stripe';
import { startS3Server } from '../support/s3-server';
import { startNginx } from './nginx-process';
import { defineReplica, type Replica } from './replica';

const WEBHOOK_SECRET = 'whsec_rehearsal';

export type RehearsalStack = Awaited<ReturnType<typeof startRehearsalStack>>;

/**
 * A production layout on one machine: a fresh database on the PostgreSQL server at `adminUrl`, an
 * S3-compatible bucket, an SMTP server, a payment provider (a Stripe double: the sandbox provider is one
 * process's memory), two replicas of the compiled API and nginx in front of them.
 * Ports: nginx `basePort`, nginx pinned to replica a / b `basePort + 1` / `+ 2`, the replicas `+ 3` / `+ 4`.
 */
export async function startRehearsalStack(adminUrl: string, basePort: number) {
  /** What is running so far, last first: a start that fails half-way stops what it started. */
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const database = await createServerDatabase(adminUrl);
    stops.push(() => database.drop());
    const [s3, smtp, stripe] = await Promise.all([
      startS3Server(),
      startFakeSmtpServer(),
      startFakeStripe(WEBHOOK_SECRET),
    ]);
    stops.push(() => Promise.all([s3.close(), smtp.close(), stripe.close()]));
    const stateDirectory = await mkdtemp(path.join(tmpdir(), 'ps-rehearsal-'));
    stops.push(() => rm(stateDirectory, { recursive: true, force: true }));
    const sharedEnv = {
      DATABASE_URL: database.url,
      ...s3.env,
      EP_LINK_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${basePort}`,
      STRIPE_SECRET_KEY: 'sk_test_rehearsal',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      LOG_LEVEL: 'warn',
      // Encoding every preview at start takes a minute of CPU per replica; the EP is built on its first download.
      PREPARE_MEDIA_AT_START: 'false',
    };
    const replicas = {
      a: defineReplica('a', { port: basePort + 3, pinnedPort: basePort + 1 }, stateDirectory, sharedEnv),
      b: defineReplica('b', { port: basePort + 4, pinnedPort: basePort + 2 }, stateDirectory, sharedEnv),
    };
    const all: Replica[] = Object.values(replicas);
    const exitCodes: Record<string, number | null> = {};
    stops.push(async () => {
      for (const replica of all) exitCodes[replica.name] = await replica.stop();
    });
    // Both at once on an empty database, as systemd starts them: migrations and the seed take turns.
    await Promise.all(all.map((replica) => replica.start()));
    const nginx = await startNginx(
      basePort,
      all.map((replica) => ({
        port: Number(new URL(replica.directUrl).port),
        pinnedPort: Number(new URL(replica.pinnedUrl).port),
      })),
    );
    stops.push(() => nginx.stop());
    const handle = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
    stops.push(() => handle.close());
    const db: Db = handle.kysely;

    return {
      /** The site as visitors reach it: nginx, balancing over both replicas. */
      url: nginx.url,
      replicas,
      db,
      smtp,
      stripe,
      nginxErrorLog: nginx.errorLog,
      /** Stops everything; resolves with each replica's exit code (a clean shutdown is 0). */
      async close(): Promise<Record<string, number | null>> {
        await stopAll();
        return exitCodes;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
