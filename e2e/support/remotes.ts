import { expect, type Page, type Request } from '@playwright/test';

export const REMOTE_DIRS = ['mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'mf-admin'] as const;
export type RemoteDir = (typeof REMOTE_DIRS)[number];

/**
 * Waits until the remote's exposed route tree is on the page and live: a first screen drawn by the
 * server shows the same tree, inert, before the page has taken it over (decision 026).
 */
export async function expectRemote(page: Page, remote: RemoteDir): Promise<void> {
  await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Which remotes the page fetched anything from (manifest, entry or chunks). */
export function trackRemoteRequests(page: Page): Set<string> {
  const remotes = new Set<string>();
  page.on('request', (request: Request) => {
    const match = /\/remotes\/(mf-[a-z]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) remotes.add(match[1]);
  });
  return remotes;
}
