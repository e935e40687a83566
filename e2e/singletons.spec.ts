import { expect, test } from '@playwright/test';
import { expectRemote, type RemoteDir } from './support/remotes';

const JOURNEY: [string, RemoteDir][] = [
  ['Home', 'mf-landing'],
  ['Store', 'mf-store'],
  ['Social', 'mf-social'],
  ['Track order', 'mf-account'],
];

test('when several remotes load on one page, then they all see the shell’s React, router, QueryClient, theme and stores', async ({
  page,
}) => {
  await page.goto('/');
  const shellFingerprint = await page.locator('[data-shell]').getAttribute('data-singletons');
  expect(shellFingerprint).toMatch(/^react=\S+;router=\S+;query=\S+;theme=\S+;cart=\S+;consent=\S+$/);

  for (const [link, remote] of JOURNEY) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await expectRemote(page, remote);
    await expect(page.locator(`[data-remote="${remote}"]`)).toHaveAttribute('data-singletons', shellFingerprint!);
  }
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.locator('[data-remote="mf-checkout"]')).toHaveAttribute('data-singletons', shellFingerprint!);
  await expect(page.locator('[data-shell]')).toHaveAttribute('data-singletons', shellFingerprint!);
});
