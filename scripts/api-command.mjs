#!/usr/bin/env node
// `npm run staff` and `npm run db:*`: an operator command of the API, run compiled (mock-api/dist/<command>-cli.js) with plain
// node, as `npm start` runs the server, so no TypeScript loader (a dev dependency) is needed once the API is built.
// Usage: node scripts/api-command.mjs <staff|db> [arguments]; the API is built first when its sources are newer.
import { isStale, markBuilt } from './lib/stale-build.mjs';
import { run } from './lib/workspace.mjs';

const COMMANDS = new Set(['staff', 'db']);
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.has(command)) {
  console.error(`Usage: node scripts/api-command.mjs <${[...COMMANDS].join('|')}> [arguments]`);
  process.exit(2);
}
if (isStale('mock-api')) {
  await run('npm', ['run', 'build', '--silent', '-w', 'mock-api']);
  markBuilt('mock-api');
}
process.argv = [process.argv[0], command, ...args];
process.setSourceMapsEnabled(true);
await import(`../mock-api/dist/${command}-cli.js`);
