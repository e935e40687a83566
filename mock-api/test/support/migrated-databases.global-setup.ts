import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createServerDatabase, dropServerDatabase, serverAdminUrl, silentLogger } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped; each suite loads it instead of running initdb and every migration. */
    migratedPgliteSnapshot: string;
    /** A migrated database on the test server, which each suite's database is created from. */
    migratedPostgresTemplate: string | null;
  }
}

/** Once per run (decision 076): the migrations run once per driver, not once per API suite. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'ps-migrated-'));
  const dataDir = path.join(folder, 'pgdata');
  const handle = await openDatabase({ driver: 'pglite', dataDir }, silentLogger);
  await migrateToLatest(handle.kysely, silentLogger);
  await handle.close();
  const pglite = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  const snapshotFile = path.join(folder, 'pgdata.tar');
  await writeFile(snapshotFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('migratedPgliteSnapshot', snapshotFile);

  let template: string | null = null;
  if (serverAdminUrl) {
    const database = await createServerDatabase(serverAdminUrl);
    const migrated = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
    await migrateToLatest(migrated.kysely, silentLogger);
    await migrated.close();
    template = database.name;
  }
  project.provide('migratedPostgresTemplate', template);

  return async () => {
    if (serverAdminUrl && template) await dropServerDatabase(serverAdminUrl, template);
    await rm(folder, { recursive: true, force: true });
  };
}
