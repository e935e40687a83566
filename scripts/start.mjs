#!/usr/bin/env node
// `npm start`: build what is not built yet, then serve the API, the shell and every remote from one process.
import { run } from './lib/workspace.mjs';

await run('node', ['scripts/build-all.mjs', '--if-stale']);
await run('node', ['--import', 'tsx', 'mock-api/src/index.ts'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
