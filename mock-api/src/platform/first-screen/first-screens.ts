import type { Request } from 'express';
import type { PrerenderEntry } from '@ps/shared/remote';
import type { FirstScreenQuery } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../../logger';
import { firstScreenCache } from '../../metrics/process-metrics';
import { CATALOG_CHANGED_CHANNEL } from '../catalog-cache/catalog-response-cache';
import { prerenderBundles, type ShellBundle } from './bundles';
import { createFirstScreenCache } from './first-screen-cache';
import { firstScreenRequest, type FirstScreenRequest } from './first-screen-request';
import { injectFirstScreen, type FirstScreenMarkup } from './inject-first-screen';
import type { PersonalScreenData } from './personal-screens';
import { screenMaxAgeMs } from './screen-max-age';

/**
 * Remotes whose first screens the server draws: public catalog data, kept fresh by the catalog's
 * NOTIFY; the home page and the social hub; help pages; and the frames of the personal pages,
 * drawn without any cart or session.
 */
const PRERENDERED_REMOTES: ReadonlySet<RemoteName> = new Set([
  'mf_store',
  'mf_account',
  'mf_checkout',
  'mf_landing',
  'mf_social',
]);
/** Announced by migration 0029's trigger: tour dates, the hub's posts and moments, fan photos. */
const FAN_CONTENT_CHANGED_CHANNEL = 'fan_content_changed';
/** The NOTIFY channels of the data screens are drawn from; nothing is kept unless all are heard. */
const drawnFromChannels = (settingsChannel: string) => [
  CATALOG_CHANGED_CHANNEL,
  settingsChannel,
  FAN_CONTENT_CHANGED_CHANNEL,
];
/** Searches and order-number paths: enough for the popular ones, too few to matter if flooded. */
const OPEN_SCREENS_KEPT = 200;
/** The pages most first visits land on. */
export const WARM_PATHS = ['/', '/store', '/social'];
/** New searches drawn at once at most; beyond that a page goes out as it is and the browser draws it. */
const OPEN_DRAWINGS_AT_ONCE = 4;

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
  /** The shop settings' NOTIFY channel, handed in by wiring/ (platform/ knows no module). */
  settingsChangedChannel: string;
  /** What a signed-in customer's own page shows them; without it every page is the shared one. */
  personalData?: PersonalScreenData;
};

/**
 * Public pages' first screens drawn on the server (decision 026). A page whose screen cannot be
 * drawn within the time limit, or whose remote fails, is sent as it is and drawn by the browser.
 */
export function createFirstScreens({ config, db, logger, settingsChangedChannel, personalData }: Dependencies) {
  const cache = createFirstScreenCache();
  const openCache = createFirstScreenCache(OPEN_SCREENS_KEPT);
  const bundles = prerenderBundles(config.siteDistDir);
  const drawing = new Map<string, Promise<FirstScreenMarkup | null>>();
  const openDrawings = new Set<string>();
  const refreshing = new Set<string>();
  const caches = [cache, openCache];
  // Screens show catalog data, the shop's settings (the support details in the checkout's footer,
  // the shipping page's free-shipping threshold, the band's figures) and the fan content (tour
  // dates, the hub's feeds): a change to any drops every kept screen.
  const listening = new Set<string>();
  const channels = drawnFromChannels(settingsChangedChannel);
  for (const channel of channels) {
    db.listen(channel, {
      notify: () => caches.forEach((each) => each.invalidate()),
      live: (live) => {
        if (live) listening.add(channel);
        else listening.delete(channel);
        caches.forEach((each) => each.setEnabled(listening.size === channels.length));
      },
    }).catch((error: unknown) =>
      logger.error({ err: error, channel }, 'cannot listen for changes; first screens will not be kept'),
    );
  }

  async function render(
    shell: ShellBundle,
    entry: PrerenderEntry,
    { remote, path, location }: FirstScreenRequest,
    apiOrigin: string,
    personal?: FirstScreenQuery[],
  ): Promise<FirstScreenMarkup> {
    const { html, styles, queries } = await shell.renderFirstScreen(location, entry, apiOrigin, personal);
    return { html, styles, data: { remote, build: entry.build, path, queries } };
  }

  async function draw(request: FirstScreenRequest, apiOrigin: string): Promise<FirstScreenMarkup | null> {
    const { remote, path, location, open } = request;
    const [shell, entry] = await Promise.all([bundles.shell(), bundles.remote(remote)]);
    if (!shell || !entry) return null;
    const builds = `${shell.build}/${entry.build}`;
    const kept = open ? openCache : cache;
    const cached = kept.get(location, builds);
    if (cached) {
      firstScreenCache.inc({ result: 'hit' });
      return cached;
    }
    const redraw = async () => {
      const drawnAt = kept.generation();
      const screen = await render(shell, entry, request, apiOrigin);
      kept.set(location, { builds, screen, expiresAt: Date.now() + screenMaxAgeMs(remote) }, drawnAt);
      return screen;
    };
    // Only aged, not changed: this visitor gets it while the next one gets the fresh drawing.
    const stale = kept.stale(location, builds);
    firstScreenCache.inc({ result: stale ? 'stale' : 'miss' });
    if (!stale) return redraw();
    if (!refreshing.has(location)) {
      refreshing.add(location);
      redraw()
        .catch((error: unknown) =>
          logger.warn({ err: error, path }, 'first screen not drawn again; the aged one stays'),
        )
        .finally(() => refreshing.delete(location));
    }
    return stale;
  }

  /** One drawing per location at a time; a slow one left behind by a timeout still fills the cache. */
  function drawOnce(request: FirstScreenRequest, apiOrigin: string): Promise<FirstScreenMarkup | null> {
    let pending = drawing.get(request.location);
    if (!pending) {
      if (request.open && openDrawings.size >= OPEN_DRAWINGS_AT_ONCE) return Promise.resolve(null);
      pending = draw(request, apiOrigin).finally(() => {
        drawing.delete(request.location);
        openDrawings.delete(request.location);
      });
      drawing.set(request.location, pending);
      if (request.open) openDrawings.add(request.location);
    }
    return pending;
  }

  /** Drawn for one request only: never kept, and never shared with a request for the same path. */
  async function drawPersonal(
    request: FirstScreenRequest,
    personal: FirstScreenQuery[],
    apiOrigin: string,
  ): Promise<FirstScreenMarkup | null> {
    const [shell, entry] = await Promise.all([bundles.shell(), bundles.remote(request.remote)]);
    return shell && entry ? render(shell, entry, request, apiOrigin, personal) : null;
  }

  /** The screen within the time limit, in the page; the page as it is when there is none in time. */
  async function injectWithin(page: string, req: Request, drawing: () => Promise<FirstScreenMarkup | null>) {
    try {
      const screen = await Promise.race([drawing(), timeout(config.firstScreenTimeoutMs)]);
      return screen ? injectFirstScreen(page, screen) : page;
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'first screen not drawn on the server; the browser draws it');
      return page;
    }
  }

  /** What the server would draw for this request, or null when the browser draws the page alone. */
  function requestFor(req: Request): FirstScreenRequest | null {
    if (config.firstScreenTimeoutMs === 0) return null;
    const queryAt = req.originalUrl.indexOf('?');
    const queryString = queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1);
    return firstScreenRequest(req.path, queryString, PRERENDERED_REMOTES);
  }

  return {
    /**
     * Draws the busiest pages ahead of any visitor, with no time limit: loading the prerender
     * bundles takes longer than a request may wait, so the first visitors after a start would
     * otherwise get pages their browser has to draw. Resolves with how many could not be drawn.
     */
    async warm(apiOrigin: string): Promise<number> {
      const requests = WARM_PATHS.map((path) => firstScreenRequest(path, '', PRERENDERED_REMOTES));
      const drawn = await Promise.allSettled(requests.map((request) => request && drawOnce(request, apiOrigin)));
      return drawn.filter((result) => result.status === 'rejected' || !result.value).length;
    },
    /** Whether the server draws a first screen for this page request at all. */
    draws: (req: Request): boolean => requestFor(req) !== null,
    /** The shell page with the request's first screen in it, or the page as it is. */
    async inject(page: string, req: Request): Promise<string> {
      const request = requestFor(req);
      return request ? injectWithin(page, req, () => drawOnce(request, ownApiOrigin(req))) : page;
    },
    /**
     * The page drawn with the signed-in customer's own data (decision 065), to be sent only as a
     * private, unstored answer to this request; null when the path is not personal or nobody is
     * signed in, and the shared page of `inject` answers instead.
     */
    async injectPersonal(page: string, req: Request): Promise<string | null> {
      const request = requestFor(req);
      const personal = request && personalData ? await personalData(req, request.location) : null;
      if (!request || !personal) return null;
      return injectWithin(page, req, () => drawPersonal(request, personal, ownApiOrigin(req)));
    },
  };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;
