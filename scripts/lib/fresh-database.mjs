import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

/** The PostgreSQL server the perf scripts also measure on, when one is named; its role must be able to create databases. */
export const perfServerUrl = () =>
  process.env.PERF_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A database of its own on the server at `adminUrl` for one run; drop() removes it afterwards. */
export async function freshServerDatabase(adminUrl) {
  const pg = createRequire(path.join(ROOT, 'mock-api', 'package.json'))('pg');
  const name = `ps_perf_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
