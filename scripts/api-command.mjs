#!/usr/bin/env node
// `npm run staff` and `npm run db:*`: an operator command of the API, run compiled (mock-api/dist/<command>-cli.js)
// with plain node, as `npm start` runs the server: no TypeScript loader (a dev dependency) once the API is built.
// Usage: node scripts/api-command.mjs [--skip-build] <staff|db> [arguments]; the API is built first when its
// sources are newer, unless --skip-build says to run mock-api/dist as it is.
import { isStale, markBuilt } from './lib/stale-build.mjs';
import { run } from './lib/workspace.mjs';

const COMMANDS = new Set(['staff', 'db']);
const skipBuild = process.argv[2] === '--skip-build';
const [command, ...args] = process.argv.slice(skipBuild ? 3 : 2);
if (!COMMANDS.has(command)) {
  console.error(`Usage: node scripts/api-command.mjs [--skip-build] <${[...COMMANDS].join('|')}> [arguments]`);
  process.exit(2);
}
if (!skipBuild && isStale('mock-api')) {
  await run('npm', ['run', 'build', '--silent', '-w', 'mock-api']);
  markBuilt('mock-api');
}
process.argv = [process.argv[0], command, ...args];
process.setSourceMapsEnabled(true);
await import(`../mock-api/dist/${command}-cli.js`);
