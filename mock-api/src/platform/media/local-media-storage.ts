import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfFile } from './media-names';
import type { MediaStorage } from './media-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR/media); written to a temporary name first so a reader never sees half a file. */
export function createLocalMediaStorage(folder: string): MediaStorage {
  const fileOf = (key: string) => path.join(folder, path.basename(key));
  return {
    async put(key, { bytes }) {
      await mkdir(folder, { recursive: true });
      const partial = `${fileOf(key)}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, fileOf(key));
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOfFile(key) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
