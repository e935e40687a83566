import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let root: string;
let folder: string;
const failOnLoss = (error: Error) => {
  throw error;
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ps-lock-unit-'));
  folder = path.join(root, 'pgdata');
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** A lock as another live process on this machine leaves it: fresh, with its pid beside it. */
async function lockHeldBy(pid: number) {
  await mkdir(`${folder}.lock`);
  const owner = { pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
  await writeFile(`${folder}.lock-owner.json`, JSON.stringify(owner));
}

describe('lockDataDir', () => {
  it('takes a free folder, records its owner and frees it on release', async () => {
    const lock = await lockDataDir(folder, failOnLoss);
    expect((await stat(`${folder}.lock`)).isDirectory()).toBe(true);
    await lock.release();
    await expect(stat(`${folder}.lock`)).rejects.toThrow(/ENOENT/);
    await expect(stat(`${folder}.lock-owner.json`)).rejects.toThrow(/ENOENT/);
  });

  it('refuses at once a folder whose owner is alive on this machine, naming it', async () => {
    await lockHeldBy(process.ppid);
    const attempt = lockDataDir(folder, failOnLoss);
    await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(attempt).rejects.toThrow(`in use by process ${process.ppid} on ${hostname()}`);
  });

  it('takes over a lock its owner stopped renewing (a killed process)', async () => {
    await lockHeldBy(process.ppid);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${folder}.lock`, aMinuteAgo, aMinuteAgo);
    const lock = await lockDataDir(folder, failOnLoss);
    await lock.release();
  });
});
