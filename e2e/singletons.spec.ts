import { expect, test, type Page } from '@playwright/test';
import { expectRemote, type RemoteDir } from './support/remotes';

const JOURNEY: [string, RemoteDir][] = [
  ['Home', 'mf-landing'],
  ['Store', 'mf-store'],
  ['Social', 'mf-social'],
  ['Track order', 'mf-account'],
];
const FINGERPRINT = /^react=\S+;router=\S+;query=\S+;theme=\S+;cart=\S+;consent=\S+$/;

/** A page drawn on the server says "server" here until it is hydrated (decision 028). */
async function shellFingerprint(page: Page): Promise<string> {
  await expect(page.locator('[data-shell]')).toHaveAttribute('data-singletons', FINGERPRINT);
  return (await page.locator('[data-shell]').getAttribute('data-singletons'))!;
}

/** react, router, theme and consent: the part of the fingerprint that exists from the first paint. */
const eagerPart = (fingerprint: string) =>
  fingerprint
    .split(';')
    .filter((part) => !/^(query|cart)=/.test(part))
    .join(';');

test('when several remotes load on one page, then they all see the shell’s React, router, QueryClient, theme and stores', async ({
  page,
}) => {
  await page.goto('/');
  const first = await shellFingerprint(page);
  expect(first).toMatch(FINGERPRINT);
  // The landing page needs no server state: react-query and the cart are not downloaded yet.
  expect(first).toContain('query=none');
  expect(first).toContain('cart=none');

  for (const [link, remote] of JOURNEY) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await expectRemote(page, remote);
    const shell = await shellFingerprint(page);
    expect(eagerPart(shell)).toBe(eagerPart(first));
    await expect(page.locator(`[data-remote="${remote}"]`)).toHaveAttribute('data-singletons', shell);
  }
  await page.getByRole('link', { name: /^Cart, / }).click();
  const last = await shellFingerprint(page);
  expect(last).not.toContain('none');
  await expect(page.locator('[data-remote="mf-checkout"]')).toHaveAttribute('data-singletons', last);
});
