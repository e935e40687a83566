import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi, stop, type ServerProcess } from './support/server-process';

/** Processes of their own, on PGlite: the lock guards the embedded database folder. */
describe('one server per embedded data folder', () => {
  let dataDir: string;
  let first: ServerProcess;
  let firstUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-lock-'));
    first = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    firstUrl = await listeningUrl(first);
  });

  afterAll(async () => {
    await stop(first);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR, naming the first, and the first keeps serving', async () => {
    const second = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    try {
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
      expect(second.output()).not.toMatch(/listening on/);
    } finally {
      await stop(second);
    }
    const health = await fetch(`${firstUrl}/api/health`);
    expect(health.status).toBe(200);
    const products = await fetch(`${firstUrl}/api/products?limit=1`);
    expect(products.status).toBe(200);
  });

  it('warns at start, in one line, that the embedded database is not for production', () => {
    const warnings = first
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":40') && line.includes('No DATABASE_URL'));
    expect(warnings).toHaveLength(1);
  });

  it('leaves the data folder untouched when the port is already taken', async () => {
    const untouched = await mkdtemp(path.join(tmpdir(), 'ps-busy-port-'));
    const port = new URL(firstUrl).port;
    const blocked = spawnApi({ PORT: port, DATA_DIR: untouched });
    try {
      expect(await blocked.exited).not.toBe(0);
      expect(blocked.output()).toContain('EADDRINUSE');
      expect(await readdir(untouched)).toEqual([]);
    } finally {
      await stop(blocked);
      await rm(untouched, { recursive: true, force: true });
    }
  });
});
