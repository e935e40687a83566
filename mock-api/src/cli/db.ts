import { loadConfig } from '../config';
import { databaseTargetFromConfig, openDatabase, type DatabaseHandle } from '../db/database';
import { dropEverything, migrateToLatest } from '../db/migrate';
import { createLogger, type Logger } from '../logger';
import { seedSettings, settingsQueries } from '../modules/settings';
import { seedIfEmpty } from '../seed/seed';

/*
 * npm run db:migrate   runs every pending migration
 * npm run db:seed      migrates, then fills an empty catalog and the settings row, as a first start does
 * npm run db:reset     drops every table, then migrates and seeds (refused with NODE_ENV=production)
 * On DATABASE_URL, else on the embedded database in DATA_DIR (stop a server using that folder first).
 */

const USAGE = 'Usage: npm run db:migrate | db:seed | db:reset';
const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

const command = process.argv[2] as Command;
if (!COMMANDS.includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig({ serving: false });
if (command === 'reset' && config.nodeEnv === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production: it deletes every order, account and upload record.');
  process.exit(1);
}

async function seed(database: DatabaseHandle, logger: Logger): Promise<void> {
  const seeded = await seedIfEmpty(database.kysely, logger);
  await settingsQueries.seed(database.kysely, seedSettings(config.support));
  if (!seeded) logger.info('the catalog holds products already; nothing seeded');
}

const logger = createLogger({ logLevel: 'info', logFormat: config.logFormat });
const database = await openDatabase(databaseTargetFromConfig(config), logger);
try {
  if (command === 'reset') {
    await dropEverything(database.kysely);
    logger.info('dropped every table');
  }
  await migrateToLatest(database.kysely, logger);
  logger.info('every migration has run');
  if (command !== 'migrate') await seed(database, logger);
} catch (error) {
  logger.error({ err: error }, error instanceof Error ? error.message : 'the command failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
