import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../src/db/database';
import { migrations } from '../src/db/migrations/index';
import { createServerDatabase, serverAdminUrl, silentLogger } from './support/databases';
import { createTestDataDir, type TestDataDir } from './support/data-dir';
import { spawnCommand } from './support/server-process';

const TIMEOUT_MS = 180_000;

/** `npm run db:<command>` as the compiled script runs it, from source (the API suite runs before the build). */
async function db(command: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnCommand(process.execPath, ['--import', 'tsx', 'mock-api/src/cli/db.ts', command], {
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    DATABASE_URL: '',
    ...env,
  });
  const code = await child.exited;
  return { code, output: child.output() };
}

/** What a check needs to know of the database the command worked on. */
async function inspect(target: DatabaseTarget) {
  const handle = await openDatabase(target, silentLogger);
  try {
    const products = await handle.kysely.selectFrom('products').select(['name']).execute();
    const ran = await handle.kysely
      .withoutPlugins()
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    return { names: products.map((product) => product.name), migrationsRun: ran.length };
  } finally {
    await handle.close();
  }
}

async function markFirstProduct(target: DatabaseTarget): Promise<void> {
  const handle = await openDatabase(target, silentLogger);
  try {
    const first = await handle.kysely
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await handle.kysely
      .updateTable('products')
      .set({ name: 'Marked by the test' })
      .where('id', '=', first.id)
      .execute();
  } finally {
    await handle.close();
  }
}

describe('npm run db:migrate, db:seed and db:reset on the embedded database', { timeout: TIMEOUT_MS }, () => {
  let data: TestDataDir;
  let target: DatabaseTarget;
  let env: Record<string, string>;

  beforeAll(async () => {
    data = await createTestDataDir('ps-db-commands-');
    target = { driver: 'pglite', dataDir: path.join(data.dataDir, 'pgdata') };
    env = { DATA_DIR: data.dataDir };
  });

  afterAll(() => data.remove());

  it('when db:migrate runs on a new folder, then every migration has run and the catalog is empty', async () => {
    const { code, output } = await db('migrate', env);
    expect(code, output).toBe(0);
    expect(output).toContain('every migration has run');
    expect(await inspect(target)).toEqual({ names: [], migrationsRun: Object.keys(migrations).length });
  });

  it('when db:seed runs twice, then the catalog is filled once and left alone the second time', async () => {
    expect((await db('seed', env)).code).toBe(0);
    const seeded = await inspect(target);
    expect(seeded.names.length).toBeGreaterThan(10);

    const again = await db('seed', env);
    expect(again.code).toBe(0);
    expect(again.output).toContain('nothing seeded');
    expect((await inspect(target)).names).toEqual(seeded.names);
  });

  it('when db:reset runs with NODE_ENV=production, then it refuses and changes nothing', async () => {
    await markFirstProduct(target);
    const refused = await db('reset', { ...env, NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('db:reset refuses to run with NODE_ENV=production');
    expect((await inspect(target)).names).toContain('Marked by the test');
  });

  it('when db:reset runs, then the data is dropped and the catalog seeded afresh', async () => {
    const { code, output } = await db('reset', env);
    expect(code, output).toBe(0);
    const after = await inspect(target);
    expect(after.names).not.toContain('Marked by the test');
    expect(after.names.length).toBeGreaterThan(10);
    expect(after.migrationsRun).toBe(Object.keys(migrations).length);
  });
});

describe.skipIf(!serverAdminUrl)('npm run db:reset on DATABASE_URL', { timeout: TIMEOUT_MS }, () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;

  beforeAll(async () => {
    database = await createServerDatabase(serverAdminUrl ?? '');
  });

  afterAll(() => database?.drop());

  it('when db:seed, then db:reset run on a server database, then the changed data is gone and the catalog is back', async () => {
    const target: DatabaseTarget = { driver: 'postgres', url: database.url };
    const env = { DATABASE_URL: database.url };
    expect((await db('seed', env)).code).toBe(0);
    await markFirstProduct(target);
    // A tool, not a replica: no S3_BUCKET, EP_LINK_SECRET or SMTP_URL is asked for.
    const { code, output } = await db('reset', env);
    expect(code, output).toBe(0);
    const after = await inspect(target);
    expect(after.names).not.toContain('Marked by the test');
    expect(after.names.length).toBeGreaterThan(10);
  });
});
