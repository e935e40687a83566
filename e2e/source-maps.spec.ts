import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { recordConsent } from './support/visitor';

test('when the production store loads, then no script points at a source map and no map can be fetched', async ({
  page,
  request,
}) => {
  await recordConsent(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/The Merch Lair/);
  expect(scripts.length).toBeGreaterThan(2);

  const mapsOnDisk: string[] = [];
  for (const url of scripts) {
    const source = await (await request.get(url)).text();
    expect(source, url).not.toMatch(/sourceMappingURL=/);
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    const { pathname } = new URL(url);
    const [, folder, remote, ...rest] = pathname.split('/');
    const fileOnDisk =
      folder === 'remotes' ? path.join(remote ?? '', 'dist', ...rest) : path.join('shell', 'dist', pathname);
    if (existsSync(`${fileOnDisk}.map`)) mapsOnDisk.push(fileOnDisk);
  }
  // The build keeps maps beside the chunks (for error reports); only serving them is refused.
  expect(mapsOnDisk.length).toBeGreaterThan(2);
});
