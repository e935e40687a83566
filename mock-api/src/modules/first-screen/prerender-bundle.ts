import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';

const requireBundle = createRequire(import.meta.url);

/**
 * A CommonJS bundle from an app's dist/prerender, loaded again whenever its file changes, so a
 * redeployed app is drawn by its new build from the next request on, without a restart.
 * Null while the file does not exist (the app was built without it, or not at all).
 */
export function prerenderBundle<T>(filePath: string, isValid: (module: unknown) => module is T) {
  let loaded: { mtimeMs: number; module: T } | null = null;
  return {
    async current(): Promise<T | null> {
      let mtimeMs: number;
      try {
        ({ mtimeMs } = await stat(filePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      if (loaded?.mtimeMs !== mtimeMs) {
        delete requireBundle.cache[filePath];
        const module: unknown = requireBundle(filePath);
        if (!isValid(module)) throw new Error(`${filePath} is not a prerender bundle`);
        loaded = { mtimeMs, module };
      }
      return loaded.module;
    },
  };
}
