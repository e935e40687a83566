import { expect, test, type Locator, type Page } from '@playwright/test';
import { HELD_TAP_ATTRIBUTE, HELD_TAP_LIMIT_MS } from '@ps/shared/route-groups';
import { consoleProblems, firstProduct, htmlWithFirstScreen } from './support/first-screen';
import { recordConsent } from './support/visitor';

// Issue 24: a click on a server-drawn control made before its part hydrates is not lost (decisions 028, 050).
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

/** Holds the scripts whose address matches `pattern` until released: the server's page shows, inert. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // A request of a page that was loaded again in the meantime is gone by now.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/** Holds the store remote's scripts: the shell runs, but nothing hydrates until the remote has loaded. */
const holdStoreScripts = (page: Page) => holdScripts(page, /\/remotes\/mf-store\/.*\.js$/);

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
 * With the shell's own script held, the page never gets to `domcontentloaded`: wait for its `commit`.
 */
async function gotoDrawn(
  page: Page,
  path: string,
  waitUntil: 'commit' | 'domcontentloaded' = 'domcontentloaded',
): Promise<void> {
  await expect
    .poll(async () => ((await (await page.goto(path, { waitUntil }))?.text()) ?? '').includes('id="ps-first-screen"'), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Notes the path of every document the page loads: a link the app did not take is a new one. */
function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (each) => {
    if (each.resourceType() === 'document') documents.push(new URL(each.url()).pathname);
  });
  return documents;
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
  const documents = documentLoads(page);
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

/** Taps the middle of `target` as a finger would, while the server's page is still inert. */
async function tapWhileInert(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  const box = await target.boundingBox();
  if (!box) throw new Error('The control to tap has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const addToCartButton = (page: Page) => page.locator('main button:not([aria-label])', { hasText: /^Add to Cart$/ });

test.describe('taps before the page hydrates at all (held by the first screen, decision 050)', () => {
  test('when a fan taps Add to Cart on a product page before the store remote has loaded, then once it loads the item is in the cart', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await htmlWithFirstScreen(request, `/store/${product.slug}`);
    const release = await holdStoreScripts(page);
    await gotoDrawn(page, `/store/${product.slug}`);

    await tapWhileInert(page, addToCartButton(page));
    // The tap shows it was taken while nothing can answer it yet.
    await expect(addToCartButton(page)).toHaveAttribute(HELD_TAP_ATTRIBUTE, '');
    release();

    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.locator(`[${HELD_TAP_ATTRIBUTE}]`)).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(product.name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('when a fan taps the header’s cart link before the page hydrates, then the app opens the cart without loading the page again', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await htmlWithFirstScreen(request, `/store/${product.slug}`);
    const documents = documentLoads(page);
    const release = await holdStoreScripts(page);
    await gotoDrawn(page, `/store/${product.slug}`);

    await tapWhileInert(page, page.locator('header a[href="/cart"]'));
    // Gone if the tap became a page load.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    release();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cart/i);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(new Set(documents)).toEqual(new Set([`/store/${product.slug}`]));
  });

  test('when a fan taps a product tab, in a section static until used, before the page hydrates, then that tab opens', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await htmlWithFirstScreen(request, `/store/${product.slug}`);
    const release = await holdStoreScripts(page);
    await gotoDrawn(page, `/store/${product.slug}`);
    const details = page.getByRole('tab', { name: 'Details' });
    await details.scrollIntoViewIfNeeded();

    await tapWhileInert(page, details);
    await expect(details).toHaveAttribute(HELD_TAP_ATTRIBUTE, '');
    release();

    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-lazy-hydration]:has([role="tablist"])')).toHaveAttribute('data-hydrated', 'true');
  });

  test('when a fan’s tap is older than the limit by the time the page hydrates, then nothing happens and the page works as usual', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await htmlWithFirstScreen(request, `/store/${product.slug}`);
    await page.clock.install();
    // The shell's own script held: its timers (the remote's load limit) do not run while the clock jumps.
    const release = await holdScripts(page, /\/main\.[0-9a-f]+\.js$/);
    await gotoDrawn(page, `/store/${product.slug}`, 'commit');
    const cartLink = page.locator('header a[href="/cart"]');

    await tapWhileInert(page, cartLink);
    await expect(cartLink).toHaveAttribute(HELD_TAP_ATTRIBUTE, '');
    await page.clock.fastForward(HELD_TAP_LIMIT_MS + 1);
    // Let go: the link no longer looks pressed.
    await expect(cartLink).not.toHaveAttribute(HELD_TAP_ATTRIBUTE);
    release();

    // The shell takes over and lifts inert in the task that would have replayed the tap (a client navigation is synchronous).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page).toHaveURL(new RegExp(`/store/${product.slug}$`));
    await cartLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cart/i);
  });

  test('when a fan taps plain text before the page hydrates, then nothing is marked, nothing breaks and the page works as usual', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await htmlWithFirstScreen(request, `/store/${product.slug}`);
    const problems = consoleProblems(page);
    const documents = documentLoads(page);
    const release = await holdStoreScripts(page);
    await gotoDrawn(page, `/store/${product.slug}`);

    await tapWhileInert(page, page.getByRole('heading', { level: 1, name: product.name }));
    await expect(page.locator(`[${HELD_TAP_ATTRIBUTE}]`)).toHaveCount(0);
    release();

    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await addToCartButton(page).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page).toHaveURL(new RegExp(`/store/${product.slug}$`));
    expect(new Set(documents)).toEqual(new Set([`/store/${product.slug}`]));
    expect(problems).toEqual([]);
  });
});
