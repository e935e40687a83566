import { readFile, stat } from 'node:fs/promises';

/**
 * A text file kept in memory and read again only when its modification time
 * changes, so a rebuild while the server runs is still picked up. Null when the
 * file does not exist.
 */
export function cachedTextFile(filePath: string): { read(): Promise<string | null> } {
  let cached: { mtimeMs: number; text: string } | null = null;
  return {
    async read() {
      try {
        const { mtimeMs } = await stat(filePath);
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(filePath, 'utf8') };
        return cached.text;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
