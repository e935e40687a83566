// The pure half of `npm run perf:bundles` (decision 029): which requests count as a route's first-load
// JavaScript, whose they are, and how a route's total compares with issue 16's budget.

const REMOTES_CONFIG_PATH = '/config/remotes.json';
const REMOTE_PATH = /^\/remotes\/([^/]+)\//;

/** Issue 16's first-load budgets in KB of gzip; a route without one (`/admin`, `/social`, ...) is only reported. */
const BUDGETS = [
  { kb: 140, matches: (path) => path === '/' },
  { kb: 150, matches: (path) => path === '/store' || (/^\/store\/[^/]+$/.test(path) && path !== '/store/search') },
  { kb: 170, matches: (path) => path === '/cart' || path === '/checkout' },
];

/** @returns {number | undefined} the route's budget in KB of gzip */
export function budgetFor(route) {
  return BUDGETS.find((budget) => budget.matches(route))?.kb;
}

/**
 * Whether a request the page made is part of its first-load JavaScript, and whose it is.
 * Counted: scripts the page itself asked for, and the remotes config, which the shell needs before any remote
 * can load. Not counted: anything a worker asked for (the service worker's precache is a download for later
 * visits, not for this screen), styles, images, fonts and API calls.
 * @param {{ url: string, resourceType: string, fromWorker: boolean }} request
 * @returns {{ owner: string, kind: string } | null}
 */
export function classifyRequest({ url, resourceType, fromWorker }) {
  if (fromWorker) return null;
  const { pathname } = new URL(url);
  if (pathname === REMOTES_CONFIG_PATH) return { owner: 'shell', kind: 'remotes config' };
  if (resourceType !== 'script') return null;
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  const remote = REMOTE_PATH.exec(pathname)?.[1];
  if (remote) return { owner: remote, kind: file === 'remoteEntry.js' ? 'remote entry' : 'chunk' };
  return { owner: 'shell', kind: file.startsWith('main.') ? 'entry' : 'chunk' };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * One route's line of the report from its counted downloads.
 * @param {string} route
 * @param {{ owner: string, kind: string, raw: number, gzip: number }[]} downloads
 */
export function summarizeRoute(route, downloads) {
  const raw = downloads.reduce((sum, download) => sum + download.raw, 0);
  const gzip = downloads.reduce((sum, download) => sum + download.gzip, 0);
  const budget = budgetFor(route);
  const margin = budget === undefined ? undefined : Math.round((budget - kb(gzip)) * 10) / 10;
  const byOwner = new Map();
  for (const download of downloads) byOwner.set(download.owner, (byOwner.get(download.owner) ?? 0) + download.gzip);
  return {
    route,
    requests: downloads.length,
    'raw KB': kb(raw),
    'gzip KB': kb(gzip),
    'budget KB': budget ?? '—',
    verdict: margin === undefined ? 'reported' : margin >= 0 ? `under by ${margin}` : `OVER by ${-margin}`,
    'gzip KB by owner': [...byOwner]
      .sort(([, a], [, b]) => b - a)
      .map(([owner, bytes]) => `${owner} ${kb(bytes)}`)
      .join(', '),
  };
}
