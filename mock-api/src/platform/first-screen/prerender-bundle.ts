import { realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';

const requireBundle = createRequire(import.meta.url);

/**
 * A CommonJS bundle from an app's dist/prerender, loaded again whenever its file changes, so a
 * redeployed app is drawn by its new build from the next request on, without a restart.
 * A deploy that swaps a link to a new folder counts too: the bundle is known by its real path,
 * since require would otherwise keep resolving the link to the folder it first saw.
 * Null while the file does not exist (the app was built without it, or not at all).
 */
export function prerenderBundle<T>(filePath: string, isValid: (module: unknown) => module is T) {
  let loaded: { file: string; mtimeMs: number; module: T } | null = null;
  return {
    async current(): Promise<T | null> {
      let file: string;
      let mtimeMs: number;
      try {
        file = await realpath(filePath);
        ({ mtimeMs } = await stat(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
        delete requireBundle.cache[file];
        const module: unknown = requireBundle(file);
        if (!isValid(module)) throw new Error(`${filePath} is not a prerender bundle`);
        loaded = { file, mtimeMs, module };
      }
      return loaded.module;
    },
  };
}
