import type { Request } from 'express';
import { findRouteGroup } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../../logger';
import { prerenderBundles } from './bundles';
import { createFirstScreenCache } from './first-screen-cache';
import { injectFirstScreen, type FirstScreenMarkup } from './inject-first-screen';
import { listenForChanges } from './listen-for-changes';
import { PRERENDERED_REMOTES } from './prerendered-remotes';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`No first screen within ${ms} ms`)), ms).unref());
}

/** The API as this very server answers it, on the address the request came in on (never its Host header). */
function ownApiOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

type Dependencies = {
  config: Pick<Config, 'siteDistDir' | 'firstScreenTimeoutMs'>;
  db: DatabaseHandle;
  logger: Logger;
};

/**
 * Public pages' first screens drawn on the server (decision 026). A page whose screen cannot be
 * drawn within the time limit, or whose remote fails, is sent as it is and drawn by the browser.
 */
export function createFirstScreens({ config, db, logger }: Dependencies) {
  const cache = createFirstScreenCache();
  const bundles = prerenderBundles(config.siteDistDir);
  const drawing = new Map<string, Promise<FirstScreenMarkup | null>>();
  listenForChanges(db, cache, logger);

  async function draw(remote: RemoteName, path: string, apiOrigin: string): Promise<FirstScreenMarkup | null> {
    const [shell, entry] = await Promise.all([bundles.shell(), bundles.remote(remote)]);
    if (!shell || !entry) return null;
    const builds = `${shell.build}/${entry.build}`;
    const cached = cache.get(path, builds);
    if (cached) return cached;
    const drawnAt = cache.generation();
    const { html, styles, queries } = await shell.renderFirstScreen(path, entry, apiOrigin);
    const screen = { html, styles, data: { remote, build: entry.build, path, queries } };
    const expiresAt = Date.now() + (PRERENDERED_REMOTES.get(remote)?.maxAgeMs ?? 0);
    cache.set(path, { builds, screen, expiresAt }, drawnAt);
    return screen;
  }

  /** One drawing per path at a time; a slow one left behind by a timeout still fills the cache. */
  function drawOnce(remote: RemoteName, path: string, apiOrigin: string): Promise<FirstScreenMarkup | null> {
    let pending = drawing.get(path);
    if (!pending) {
      pending = draw(remote, path, apiOrigin).finally(() => drawing.delete(path));
      drawing.set(path, pending);
    }
    return pending;
  }

  return {
    /** The shell page with the request's first screen in it, or the page as it is. */
    async inject(page: string, req: Request): Promise<string> {
      const group = findRouteGroup(req.path);
      const hasQuery = req.originalUrl.includes('?');
      const drawn = group !== undefined && PRERENDERED_REMOTES.get(group.remote)?.draws(req.path) === true;
      if (config.firstScreenTimeoutMs === 0 || hasQuery || !group || !drawn) {
        return page;
      }
      try {
        const pending = drawOnce(group.remote, req.path, ownApiOrigin(req));
        const screen = await Promise.race([pending, timeout(config.firstScreenTimeoutMs)]);
        return screen ? injectFirstScreen(page, screen) : page;
      } catch (error) {
        logger.warn({ err: error, path: req.path }, 'first screen not drawn on the server; the browser draws it');
        return page;
      }
    },
  };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;
