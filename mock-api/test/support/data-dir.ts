import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestDataDir {
  dataDir: string;
  remove(): Promise<void>;
}

/**
 * A data folder laid out as `npm start`'s default one (`<repo>/.data`): a folder whose name
 * starts with a dot, which file-serving code may refuse (the free EP once answered 404 there).
 */
export async function createTestDataDir(prefix: string): Promise<TestDataDir> {
  const parent = await mkdtemp(path.join(tmpdir(), prefix));
  return {
    dataDir: path.join(parent, '.data'),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}
