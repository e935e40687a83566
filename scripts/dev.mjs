#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus a webpack dev server per app; the API's remotes config points at them.
import { spawn } from 'node:child_process';
import { REMOTE_APPS, ROOT, remoteUrlVariable, FRONT_END_APPS } from './lib/workspace.mjs';

const remoteUrls = Object.fromEntries(
  REMOTE_APPS.map(({ dir, port }) => [remoteUrlVariable(dir), `http://localhost:${port}/`]),
);

const processes = [
  { name: 'api', args: ['run', 'dev', '-w', '@ps/mock-api'], env: { NODE_ENV: 'development', ...remoteUrls } },
  ...FRONT_END_APPS.map(({ dir }) => ({ name: dir, args: ['run', 'dev', '-w', dir], env: {} })),
];

const children = processes.map(({ name, args, env }) => {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`${prefix} ${line}`);
    });
  }
  return child;
});

console.log('Site: http://localhost:3000 (shell dev server; API on http://localhost:8080)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
