import { parseArgs } from 'node:util';
import { staffRoleSchema } from '@ps/shared/console-schemas';
import { emailSchema } from '@ps/shared/schemas';
import { loadConfig } from '../config';
import { databaseTargetFromConfig, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { staffServiceFor } from '../modules/staff';

/*
 * npm run staff -- add EMAIL [--role ROLE] [--name NAME]   invite; prints a one-time link
 * npm run staff -- reset EMAIL                                     signs them out; prints a new link
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop an embedded-database server first).
 */

const USAGE = 'Usage: npm run staff -- add EMAIL [--role ROLE] [--name NAME] | reset EMAIL';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'staff' }, name: { type: 'string' } },
});
const [command, email] = positionals;
const role = staffRoleSchema.safeParse(values.role);
if (!emailSchema.safeParse(email).success || (command !== 'add' && command !== 'reset') || !role.success) {
  console.error(USAGE);
  process.exit(2);
}

if (!email) process.exit(2);
const config = loadConfig({ serving: false });
const logger = createLogger({ logLevel: 'warn', logFormat: config.logFormat });
const database = await openDatabase(databaseTargetFromConfig(config), logger);
try {
  await migrateToLatest(database.kysely, logger);
  const staff = staffServiceFor(database.kysely, config);
  const { link, expiresAt } =
    command === 'add'
      ? await staff.invite({ email: email.toLowerCase(), name: values.name, role: role.data })
      : await staff.resetLink(email);
  console.log(`One-time link for ${email.toLowerCase()} (valid until ${expiresAt}):\n${link}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
