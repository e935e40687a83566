import { expect, test } from '@playwright/test';
import { holdResponses } from './support/held-responses';
import { expectSettledWithinBudget, LIGHTHOUSE_PHONE, recordLayoutShifts } from './support/layout-shifts';

test.use({ viewport: LIGHTHOUSE_PHONE, serviceWorkers: 'block' });

test('when the display font arrives after the first paint on a phone, then the hero does not move as the page takes over', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const releaseFont = await holdResponses(page, /\/assets\/bangers-[^/]*\.woff2$/);
  const releaseLanding = await holdResponses(page, /\/remotes\/mf-landing\//);
  await page.goto('/', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Panic Squad' });
  // Drawn in the fallback font: Bangers came too late for this page's first layout (font-display: optional).
  await expect(title).toBeVisible();
  const heightInFallback = (await title.boundingBox())!.height;

  releaseFont();
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.includes('Bangers') && face.status === 'loaded'),
  );
  // Hydration lays the page out again, and Chromium then uses the font that has arrived meanwhile.
  releaseLanding();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  await expectSettledWithinBudget(page);
  expect((await title.boundingBox())!.height).toBeCloseTo(heightInFallback, 0);
});
