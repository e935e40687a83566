#!/usr/bin/env node
// `npm start`: build what is not built yet, then serve the API, the shell and every remote from one process,
// running the API compiled (mock-api/dist), with no TypeScript loader.
// `--skip-build` serves the dists as they are.
//
// The server runs in this very process (not a child), so a stop signal from npm, a terminal or a
// supervisor reaches its graceful shutdown directly and the exit code is the server's own.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT } from './lib/workspace.mjs';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];

/** The build in a process group of its own, so a stop ends every process it started. */
function buildStaleApps() {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build-all.mjs', '--if-stale'], {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
    });
    const stop = (signal) => process.kill(-build.pid, signal);
    for (const signal of STOP_SIGNALS) process.on(signal, stop);
    build.on('error', reject);
    build.on('exit', (code, signal) => {
      for (const stopSignal of STOP_SIGNALS) process.off(stopSignal, stop);
      if (code === 0) resolve();
      else if (signal) process.exit(128 + constants.signals[signal]);
      else process.exit(code ?? 1);
    });
  });
}

if (!process.argv.includes('--skip-build')) await buildStaleApps();
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import('../mock-api/dist/index.js');
