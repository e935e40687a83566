import path from 'node:path';
import { findRouteGroup } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import type { Config } from '../../config';
import { cachedTextFile } from '../../http/cached-file';
import { escapeHtml } from '../seo/head-tags';

/** What the shell fetches before it can draw anything: its remotes config. */
const REMOTES_CONFIG_PRELOAD = '<link rel="preload" href="/config/remotes.json" as="fetch" crossorigin>';
const LOCAL_REMOTES = /^\/remotes\//;

type PreloadConfig = Pick<Config, 'siteDistDir' | 'remoteBaseUrls'>;

interface RemoteManifest {
  exposes?: { name?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** The script files of a remote's `./routes` expose that load at once (not its lazy chunks). */
function routesScripts(manifestText: string | null): string[] {
  if (!manifestText) return [];
  try {
    const manifest = JSON.parse(manifestText) as RemoteManifest;
    const sync = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets?.js?.sync;
    return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `<link rel=preload>` tags that let the browser fetch, in parallel with the shell's own
 * scripts, what it would otherwise discover one round trip at a time: the remotes config,
 * then the route's remote entry, then that remote's routes chunk. Scripts of remotes served
 * by this process are read from their mf-manifest.json; a remote elsewhere gets its entry only.
 */
export function createRoutePreloads(config: PreloadConfig) {
  const manifests = new Map<RemoteName, ReturnType<typeof cachedTextFile>>();
  const manifestOf = (remote: RemoteName) => {
    let manifest = manifests.get(remote);
    if (!manifest) {
      const folder = remote.replace('_', '-');
      manifest = cachedTextFile(path.join(config.siteDistDir, folder, 'dist', 'mf-manifest.json'));
      manifests.set(remote, manifest);
    }
    return manifest;
  };

  return {
    async linksFor(pathname: string): Promise<string> {
      const group = findRouteGroup(pathname);
      if (!group) return REMOTES_CONFIG_PRELOAD;
      const base = config.remoteBaseUrls[group.remote];
      const local = LOCAL_REMOTES.test(base) ? routesScripts(await manifestOf(group.remote).read()) : [];
      const scripts = ['remoteEntry.js', ...local].map(
        (file) => `<link rel="preload" href="${escapeHtml(`${base}${file}`)}" as="script" fetchpriority="low">`,
      );
      return [REMOTES_CONFIG_PRELOAD, ...scripts].join('');
    },
  };
}

export type RoutePreloads = ReturnType<typeof createRoutePreloads>;
