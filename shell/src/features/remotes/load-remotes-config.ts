import type { RemotesConfig } from '@ps/shared/schemas';

const REMOTES_CONFIG_URL = '/config/remotes.json';

type RemoteEntry = RemotesConfig['remotes'][number];

/** A hand-written check: zod would add ~25 KB gzip to every first load for this one object. */
function isRemotesConfig(value: unknown): value is { remotes: RemoteEntry[] } {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { remotes?: unknown }).remotes))
    return false;
  return (value as { remotes: unknown[] }).remotes.every(
    (remote) =>
      typeof remote === 'object' &&
      remote !== null &&
      typeof (remote as RemoteEntry).name === 'string' &&
      /^mf_[a-z]+$/.test((remote as RemoteEntry).name) &&
      typeof (remote as RemoteEntry).entry === 'string' &&
      (remote as RemoteEntry).entry.length > 0,
  );
}

/**
 * The remotes' addresses are read at run time so a team can redeploy its
 * remote without rebuilding the shell. An unreadable config leaves every
 * route group on its fallback instead of a blank page.
 */
export async function loadRemotesConfig(): Promise<RemoteEntry[]> {
  try {
    // Default cache mode, so the page's <link rel=preload> answers it; the server sends no-cache.
    const response = await fetch(REMOTES_CONFIG_URL);
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config: unknown = await response.json();
    if (!isRemotesConfig(config)) throw new Error('The remotes config has an unexpected shape');
    return config.remotes;
  } catch (error) {
    console.error('Remotes config could not be loaded', error);
    return [];
  }
}
