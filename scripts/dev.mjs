#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus a webpack dev server per app; the API's remotes config points at them.
// A stop signal goes to every child's whole process group (npm, its shell, the server under it),
// since a shell between npm and the server passes no signal on; this exits once they all have,
// with the API's exit code.
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
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`${prefix} ${line}`);
    });
  }
  return child;
});

const exits = children.map((child) => new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))));

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group ended between the check and the signal.
    }
  }
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// Without the API nothing works: when it ends on its own, the rest stop too.
void exits[0].then(() => stopAll('SIGTERM'));

console.log('Site: http://localhost:3000 (shell dev server; API on http://localhost:8080)');
const [apiExitCode] = await Promise.all(exits);
process.exit(apiExitCode);
