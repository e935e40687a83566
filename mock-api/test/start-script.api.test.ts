import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnCommand, stop, type ServerProcess } from './support/server-process';

/** The first start creates, migrates and seeds the embedded database; on a busy machine that takes a while. */
const START_TIMEOUT_MS = 120_000;
const STOPPED_CLEANLY = /"msg":"shutting down"[\s\S]*"msg":"stopped"/;

async function isServing(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
}

/** `npm start` under a supervisor or in a terminal: a stop runs the server's clean shutdown and ends it. */
describe('stopping npm start', { timeout: START_TIMEOUT_MS }, () => {
  // One folder for all: each test's clean stop hands the database (and its lock) to the next.
  let dataDir: string;
  let started: ServerProcess | undefined;
  const start = (command: string, args: string[], options?: { detached: boolean }) => {
    started = spawnCommand(command, args, { PORT: '0', DATA_DIR: dataDir }, options);
    return started;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-start-'));
    // npm start runs the compiled API; CI runs these tests before its build step.
    await promisify(execFile)(process.execPath, ['mock-api/build.mjs']);
  });

  afterEach(async () => {
    if (started) await stop(started);
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('when a supervisor sends SIGTERM to scripts/start.mjs, then the API shuts down cleanly and exits 0', async () => {
    const server = start(process.execPath, ['scripts/start.mjs', '--skip-build']);
    const url = await listeningUrl(server);
    expect(await isServing(url)).toBe(true);

    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(STOPPED_CLEANLY);
    expect(await isServing(url)).toBe(false);
  });

  it('when only npm gets SIGTERM (npm as a container PID 1), then the API still shuts down cleanly', async () => {
    const npm = start('npm', ['start', '--silent', '--', '--skip-build']);
    const url = await listeningUrl(npm);

    npm.child.kill('SIGTERM');

    await npm.exited;
    expect(npm.output()).toMatch(STOPPED_CLEANLY);
    expect(await isServing(url)).toBe(false);
  });

  it('when Ctrl-C reaches npm start and the server both, then the shutdown still runs to the end', async () => {
    const npm = start('npm', ['start', '--silent', '--', '--skip-build'], { detached: true });
    const url = await listeningUrl(npm);

    // A terminal signals its whole foreground process group: npm, which forwards it, and the server.
    process.kill(-(npm.child.pid ?? 0), 'SIGINT');

    // npm ends itself with the signal it forwarded, once the server has exited.
    await npm.exited;
    expect(npm.output()).toMatch(STOPPED_CLEANLY);
    expect(npm.output()).not.toContain('without a clean shutdown');
    expect(await isServing(url)).toBe(false);
  });

  it('when npm run staff runs, then the compiled command invites with plain node, no TypeScript loader', async () => {
    const staff = start(process.execPath, [
      'scripts/api-command.mjs',
      '--skip-build',
      'staff',
      'add',
      'crew@example.com',
    ]);

    expect(await staff.exited).toBe(0);
    expect(staff.output()).toMatch(/One-time link for crew@example\.com \(valid until [^)]+\):\nhttp:\/\/\S+token=/);
  });
});
