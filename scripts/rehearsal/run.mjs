#!/usr/bin/env node
// `npm run rehearsal`: the multi-machine rehearsal. Compiles the API as `npm start` runs it, then runs the
// journeys in mock-api/test/rehearsal/, which start a fresh database on TEST_DATABASE_URL's server, an
// S3-compatible server, an SMTP server, a Stripe double, two replicas from deploy/panic-squad-api@.service
// and nginx from deploy/nginx.conf.template (ports REHEARSAL_PORT, 4210 by default, to REHEARSAL_PORT + 4).
// `--if-available` (npm test) skips it, saying why, on a machine without PostgreSQL or nginx; CI has both.
import { existsSync } from 'node:fs';
import { run } from '../lib/workspace.mjs';

const started = Date.now();
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL (a PostgreSQL server whose role may create databases)',
  !existsSync(nginx) && `nginx at ${nginx} (Debian: apt-get install -y nginx; or set NGINX_PATH)`,
].filter(Boolean);
if (missing.length > 0) {
  const skip = process.argv.includes('--if-available');
  const list = missing.map((item) => `  ${item}`).join('\n');
  console.error(`${skip ? 'Rehearsal skipped: it needs' : 'The rehearsal needs'}:\n${list}`);
  process.exit(skip ? 0 : 1);
}

try {
  await run('npm', ['run', 'build', '--silent', '-w', 'mock-api']);
  await run('npx', ['vitest', 'run', '--project', 'rehearsal']);
} finally {
  console.log(`Rehearsal took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
