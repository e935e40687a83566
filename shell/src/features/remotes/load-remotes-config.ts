import type { RemotesConfig } from '@ps/shared/schemas';

const REMOTES_CONFIG_URL = '/config/remotes.json';

type RemoteEntry = RemotesConfig['remotes'][number];
type LoadedConfig = Pick<RemotesConfig, 'remotes' | 'errorReports'>;

/** Error reports need a DSN and an environment, both text; anything else turns them off. */
function errorReportsOf(value: unknown): RemotesConfig['errorReports'] {
  const { errorReports } = value as { errorReports?: { dsn?: unknown; environment?: unknown } };
  return typeof errorReports?.dsn === 'string' && typeof errorReports.environment === 'string'
    ? { dsn: errorReports.dsn, environment: errorReports.environment }
    : undefined;
}

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
async function fetchRemotesConfig(): Promise<LoadedConfig> {
  try {
    // Default cache mode, so the page's <link rel=preload> answers it; the server sends no-cache.
    const response = await fetch(REMOTES_CONFIG_URL);
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config: unknown = await response.json();
    if (!isRemotesConfig(config)) throw new Error('The remotes config has an unexpected shape');
    return { remotes: config.remotes, errorReports: errorReportsOf(config) };
  } catch (error) {
    console.error('Remotes config could not be loaded', error);
    return { remotes: [] };
  }
}

let loaded: Promise<LoadedConfig> | undefined;

/** Read once per page: the remote entries and the error-report settings come from the same answer. */
export function loadRemotesConfig(): Promise<LoadedConfig> {
  loaded ??= fetchRemotesConfig();
  return loaded;
}
