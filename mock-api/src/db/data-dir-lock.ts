import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * A lock younger than this belongs to a live owner: the owner renews it every few seconds,
 * so one that stopped being renewed (its process was killed) is taken over after this long.
 */
const STALE_AFTER_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(folder: string, owner: LockOwner | null) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (started ${owner.startedAt})`
      : 'another process (it left no owner record)';
    super(
      `The embedded database in ${folder} is in use by ${who}. ` +
        'Two servers on one data folder lose orders: stop the other one, or give this one another DATA_DIR. ' +
        `A lock left by a process that was killed expires ${STALE_AFTER_MS / 1000} s after it died.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const ownerFileOf = (folder: string) => `${folder}.lock-owner.json`;

async function readOwner(folder: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(ownerFileOf(folder), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** True only when the owner is certainly running: another live process on this machine. */
function isSurelyAlive(owner: LockOwner | null): boolean {
  if (!owner || owner.host !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Takes the one lock on an embedded database folder (a `<folder>.lock` directory, renewed
 * while held, with the owner's pid beside it), or throws DataDirInUseError. A lock whose
 * owner is gone is waited out until it goes stale, so a restart right after a crash still
 * starts; a lock whose owner is visibly alive on this machine is refused at once.
 * `onLost` runs if the lock is ever taken away (the process was frozen past the threshold).
 */
export async function lockDataDir(folder: string, onLost: (error: Error) => void): Promise<DataDirLock> {
  const options = { stale: STALE_AFTER_MS, realpath: false, onCompromised: onLost };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const owner = await readOwner(folder);
    if (isSurelyAlive(owner)) throw new DataDirInUseError(folder, owner);
    try {
      const retries = { retries: Math.ceil(STALE_AFTER_MS / 1000) + 2, factor: 1, minTimeout: 1000 };
      release = await lockfile.lock(folder, { ...options, retries });
    } catch (retryError) {
      if (!isLocked(retryError)) throw retryError;
      throw new DataDirInUseError(folder, await readOwner(folder));
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  await writeFile(ownerFileOf(folder), `${JSON.stringify(owner)}\n`);
  return {
    async release() {
      await rm(ownerFileOf(folder), { force: true });
      await release();
    },
  };
}
