import path from 'node:path';
import type { PrerenderEntry } from '@ps/shared/remote';
import type { FirstScreenQuery } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import { prerenderBundle } from './prerender-bundle';

/** What shell/src/prerender.tsx exports. */
export interface ShellBundle {
  build: string;
  renderFirstScreen(
    path: string,
    entry: PrerenderEntry,
    apiOrigin: string,
    personal?: readonly FirstScreenQuery[],
  ): Promise<{ html: string; styles: string; queries: FirstScreenQuery[] }>;
}

const isShellBundle = (module: unknown): module is ShellBundle =>
  typeof (module as ShellBundle | null)?.renderFirstScreen === 'function' &&
  typeof (module as ShellBundle).build === 'string';

const isRemoteBundle = (module: unknown): module is { prerenderEntry: PrerenderEntry } => {
  const entry = (module as { prerenderEntry?: PrerenderEntry } | null)?.prerenderEntry;
  return typeof entry?.element === 'function' && typeof entry.build === 'string';
};

const bundleFile = (siteDistDir: string, app: string) =>
  path.join(siteDistDir, app, 'dist', 'prerender', 'prerender.cjs');

/** The shell's and each remote's prerender bundles, read from the dists the server serves. */
export function prerenderBundles(siteDistDir: string) {
  const shell = prerenderBundle(bundleFile(siteDistDir, 'shell'), isShellBundle);
  const remotes = new Map<RemoteName, ReturnType<typeof prerenderBundle<{ prerenderEntry: PrerenderEntry }>>>();
  return {
    shell: () => shell.current(),
    async remote(name: RemoteName): Promise<PrerenderEntry | null> {
      let bundle = remotes.get(name);
      if (!bundle) {
        bundle = prerenderBundle(bundleFile(siteDistDir, name.replace('_', '-')), isRemoteBundle);
        remotes.set(name, bundle);
      }
      return (await bundle.current())?.prerenderEntry ?? null;
    },
  };
}
