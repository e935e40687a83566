import { remotesConfigSchema, type RemotesConfig } from '@ps/shared/schemas';

const CONFIG_URL = '/config/remotes.json';

/**
 * The remotes' addresses are read at run time so a team can redeploy its
 * remote without rebuilding the shell. An unreadable config leaves every
 * route group on its fallback instead of a blank page.
 */
export async function loadRemotesConfig(): Promise<RemotesConfig['remotes']> {
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return remotesConfigSchema.parse(await response.json()).remotes;
  } catch (error) {
    console.error('Remotes config could not be loaded', error);
    return [];
  }
}
