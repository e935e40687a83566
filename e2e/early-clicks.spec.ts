import { expect, test, type Page } from '@playwright/test';
import { firstProduct, htmlWithFirstScreen } from './support/first-screen';
import { recordConsent } from './support/visitor';

// Issue 24: a click on a server-drawn control made before its part hydrates is not lost (decisions 028, 050).
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

/** Holds the store remote's scripts until released: the server's page shows, inert, and nothing hydrates. */
async function holdStoreScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-store\/.*\.js$/, async (route) => {
    await released;
    // A request of a page that was loaded again in the meantime is gone by now.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/**
 * Clicks the first element matching `selector` (whose text is `text`, when given) in the very task in which the
 * page starts taking clicks (the shell calls hydrateRoot, then lifts `inert`), when React has
 * hydrated nothing yet, and notes whether React had already reached that element.
 */
async function clickWhenThePageTakesClicks(page: Page, selector: string, text?: string): Promise<void> {
  await page.addInitScript(
    ({ selector, text }) => {
      document.addEventListener('readystatechange', () => {
        const root = document.getElementById('root');
        if (document.readyState !== 'interactive' || !root?.hasAttribute('inert')) return;
        new MutationObserver((_, observer) => {
          if (root.hasAttribute('inert')) return;
          observer.disconnect();
          const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
            (element) => text === undefined || element.textContent?.trim() === text,
          );
          const hydrated = Boolean(target && Object.keys(target).some((key) => key.startsWith('__reactFiber$')));
          Object.assign(window, { earlyClick: { found: Boolean(target), hydrated } });
          target?.click();
        }).observe(root, { attributes: true, attributeFilter: ['inert'] });
      });
    },
    { selector, text },
  );
}

/**
 * Opens `path` as the server drew it, without waiting for the held scripts: a load that missed the
 * server's time limit (another journey may just have emptied its cache of screens) is loaded again.
 */
async function gotoDrawn(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await page.goto(path, { waitUntil: 'domcontentloaded' }))?.text()) ?? '').includes(
          'id="ps-first-screen"',
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const earlyClick = (page: Page) => page.evaluate(() => (window as unknown as { earlyClick?: unknown }).earlyClick);

test('when a fan clicks Add to Cart on a server-drawn product page before it hydrates, then the item is in the cart', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  const release = await holdStoreScripts(page);
  await clickWhenThePageTakesClicks(page, 'main button:not([aria-label])', 'Add to Cart');

  await gotoDrawn(page, `/store/${product.slug}`);
  // The server's button is on screen while the store's scripts are still on their way.
  await expect(page.locator('main button:not([aria-label])', { hasText: /^Add to Cart$/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  release();

  await expect.poll(() => earlyClick(page)).toEqual({ found: true, hydrated: false });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('when a fan clicks the header’s cart link on a server-drawn page before it hydrates, then the cart opens without loading the page again', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  const documents: string[] = [];
  page.on('request', (each) => {
    if (each.resourceType() === 'document') documents.push(new URL(each.url()).pathname);
  });
  const release = await holdStoreScripts(page);
  await clickWhenThePageTakesClicks(page, 'header a[href="/cart"]');

  await gotoDrawn(page, `/store/${product.slug}`);
  await expect(page.locator('header a[href="/cart"]')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  release();

  await expect.poll(() => earlyClick(page)).toEqual({ found: true, hydrated: false });
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cart/i);
  // The page's router took the click: a click lost to React would have been the link's own navigation.
  expect(documents.at(-1)).toBe(`/store/${product.slug}`);
});
