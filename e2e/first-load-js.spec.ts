import { expect, test, type Page } from '@playwright/test';
import { expectRemote, type RemoteDir } from './support/remotes';

// The page's own downloads only: the service worker's precache is for later visits (decision 029).
test.use({ serviceWorkers: 'block' });

/** The text of every script the page downloads from now on, read once the network is quiet. */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    return Promise.all(bodies);
  };
}

/**
 * zod names its schema classes in strings that survive minification; only zod's own chunk carries this one
 * (react-hook-form's zod resolver names `$ZodError`, so that name would not do).
 */
const carriesZod = (scripts: string[]) => scripts.some((script) => script.includes('$ZodObject'));

const FAN_FIRST_SCREENS: [string, RemoteDir][] = [
  ['/', 'mf-landing'],
  ['/store', 'mf-store'],
  ['/cart', 'mf-checkout'],
];

for (const [route, remote] of FAN_FIRST_SCREENS) {
  test(`when a fan opens ${route}, then zod and the schemas are not downloaded`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(route);
    await expectRemote(page, remote);
    expect(carriesZod(await scripts())).toBe(false);
  });
}

test('when a fan opens /checkout, then the forms’ zod loads with the checkout step', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/checkout');
  await expectRemote(page, 'mf-checkout');
  expect(carriesZod(await scripts())).toBe(true);
});
