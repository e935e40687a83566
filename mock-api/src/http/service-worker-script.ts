import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { remoteNames } from '@ps/shared/schemas';
import type { Config } from '../config';
import { cachedTextFile } from './cached-file';

/** The expression the shell's built worker reads its remote entries from (shell/src/service-worker/sw.ts). */
export const REMOTE_ENTRIES_MARKER = 'self.__REMOTE_ENTRIES_MANIFEST';

export interface PrecacheEntry {
  url: string;
  revision: string;
}

/**
 * Writes the remote entries into the worker. The browser compares a worker's bytes on each
 * update check, so a remote redeployed alone yields a new worker and the page's update prompt.
 */
export function withRemoteEntries(workerSource: string, entries: readonly PrecacheEntry[]): string {
  return workerSource.replace(REMOTE_ENTRIES_MARKER, () => JSON.stringify(entries));
}

export function revisionOf(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/**
 * The remotes this server serves from its own dists (their REMOTE_MF_*_URL is the default path).
 * A remote on another origin is not precached: the browser fetches it as it would without a worker.
 */
function servedRemoteEntries(config: Pick<Config, 'siteDistDir' | 'remoteBaseUrls'>) {
  return remoteNames.flatMap((name) => {
    const folder = name.replace('_', '-');
    const localBase = `/remotes/${folder}/`;
    if (config.remoteBaseUrls[name] !== localBase) return [];
    const file = cachedTextFile(path.join(config.siteDistDir, folder, 'dist', 'remoteEntry.js'));
    return [{ url: `${localBase}remoteEntry.js`, file }];
  });
}

/** GET /sw.js: the shell's built worker with the current remote entries; 404 (next) before a build. */
export function serviceWorkerScript(config: Pick<Config, 'siteDistDir' | 'remoteBaseUrls'>): RequestHandler {
  const worker = cachedTextFile(path.join(config.siteDistDir, 'shell', 'dist', 'sw.js'));
  const remotes = servedRemoteEntries(config);
  return async (_req, res, next) => {
    const source = await worker.read();
    if (source === null) {
      next();
      return;
    }
    const entries: PrecacheEntry[] = [];
    for (const { url, file } of remotes) {
      const content = await file.read();
      if (content !== null) entries.push({ url, revision: revisionOf(content) });
    }
    // Browsers already skip their HTTP cache for worker updates; no-cache keeps proxies honest too.
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(withRemoteEntries(source, entries));
  };
}
